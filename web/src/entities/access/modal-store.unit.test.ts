import { describe, expect, it, vi } from 'vitest';
import { createCommerceModalStore } from './modal-store';

const set = { id: 's1', title: 'AWS SAA', price: 1980, validityPeriod: 180 };

describe('commerce modal store', () => {
  it('given a modal open, when buy or redeem is clicked again, then it is ignored', () => {
    const store = createCommerceModalStore();
    expect(store.open('payment', set)).toBe(true);
    expect(store.open('payment', set)).toBe(false);
    expect(store.open('redeem', { ...set, id: 's2' })).toBe(false);
    expect(store.getState()).toEqual({ kind: 'payment', set, stage: 'open' });
    store.close();
    expect(store.getState()).toBeNull();
    expect(store.open('redeem', set)).toBe(true);
  });

  it('given access arrives for the open set, then a modal still asking closes', () => {
    const store = createCommerceModalStore();
    store.open('payment', set);
    store.accessArrived('other-set');
    expect(store.getState()).not.toBeNull();
    store.accessArrived('s1');
    expect(store.getState()).toBeNull();
  });

  it('given a payment under way or succeeded, when access arrives, then the modal stays to finish', () => {
    const store = createCommerceModalStore();
    store.open('payment', set);
    store.mark('working');
    store.accessArrived('s1');
    expect(store.getState()).toEqual({ kind: 'payment', set, stage: 'working' });
    store.mark('succeeded');
    store.mark('open');
    store.accessArrived('s1');
    expect(store.getState()).toEqual({ kind: 'payment', set, stage: 'succeeded' });
  });

  it('given a refused card, then the modal is asking again and access closes it', () => {
    const store = createCommerceModalStore();
    store.open('redeem', set);
    store.mark('working');
    store.mark('open');
    store.accessArrived('s1');
    expect(store.getState()).toBeNull();
  });

  it('given a subscriber, then it hears every change until it unsubscribes', () => {
    const store = createCommerceModalStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open('payment', set);
    store.mark('succeeded');
    store.close();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.open('payment', set);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
