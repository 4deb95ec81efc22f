export { ToastProvider } from './toast-provider';
export { useToast } from './toast-context';
