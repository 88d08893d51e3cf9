/**
 * Layers of the request path that a benchmark may switch off, one at a time, to price each one as the difference
 * with the layer on (ops/bench listing and answers). Only the benchmarks pass these (an option of the composition,
 * not configuration): a running product has every layer on.
 */
export type LayerName =
  | 'rateLimit'
  | 'securityHeaders'
  | 'cors'
  | 'compression'
  | 'metrics'
  | 'jsonBody'
  | 'auth'
  /** The public listings answered in one lookup (direct routes); off: through express and its routers. */
  | 'directReads';

/** `false` switches a layer off; a missing entry leaves it on. */
export type LayerSwitches = Partial<Record<LayerName, false>>;

export const layerOn = (layers: LayerSwitches | undefined, name: LayerName): boolean =>
  layers?.[name] !== false;
