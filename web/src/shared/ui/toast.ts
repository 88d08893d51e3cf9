import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

type ToastOptions = { id?: string; title?: string; autoClose?: number | false };

const show =
  (color: string) =>
  (message: ReactNode, options: ToastOptions = {}) =>
    notifications.show({ color, message, ...options });

/** App-wide toasts (Mantine notifications: top-right, 5 s by default, see App.tsx). */
export const toast = {
  success: show('teal'),
  info: show('blue'),
  warning: show('yellow'),
  error: show('red'),
};
