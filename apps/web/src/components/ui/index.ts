export { Button, type ButtonProps } from './button';
export { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './card';
export { CardList, CardListItem, type CardListItemProps, type CardListProps } from './card-list';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { LoadError, type LoadErrorProps } from './load-error';
export { LoadingScreen, type LoadingScreenProps } from './loading-screen';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, type TableProps } from './table';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast';
export { EmailAddress } from './email-address';
