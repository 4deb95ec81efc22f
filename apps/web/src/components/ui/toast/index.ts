export { ToastProvider } from './toast-provider';
export { useToast } from './toast-context';
export type { ToastApi, ToastKind } from './toast-context';
