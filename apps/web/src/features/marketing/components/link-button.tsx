import { Link, type LinkProps } from 'react-router';
import type { ButtonSize } from '../../../components/ui/button-styles';
import { linkButtonClassName, type LinkButtonVariant } from './link-styles';

export type LinkButtonProps = Omit<LinkProps, 'className'> & {
  variant?: LinkButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A link that reads as a button: every call to action goes somewhere real. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={linkButtonClassName({ variant, size, className })} />;
}
