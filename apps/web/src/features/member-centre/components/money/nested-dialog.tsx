import type { ComponentProps } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import './money.css';

/**
 * A Dialog opened over the member centre's own (a confirmation, a form, a detail): the centre's
 * rule takes the padding of dialog bodies inside it away, and this one keeps it. Esc closes
 * this one only (Dialog keeps its cancel to itself).
 */
export function NestedDialog({ className, ...props }: ComponentProps<typeof Dialog>) {
  return <Dialog {...props} className={`nested-dialog${className ? ` ${className}` : ''}`} />;
}
