import type { ComponentProps, HTMLAttributes, SyntheticEvent } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import './wallet.css';

// React hands a dialog's cancel (Esc) on to every handler above it in the component tree,
// <dialog> or not; the types offer onCancel on <dialog> only.
const keepEscHere = {
  onCancel: (event: SyntheticEvent) => event.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>;

/**
 * A Dialog opened from inside the member centre's own dialog: without the wrapper, Esc on it
 * would reach the member centre's cancel handler and close the member centre too.
 */
export function NestedDialog({ className, ...props }: ComponentProps<typeof Dialog>) {
  return (
    <div style={{ display: 'contents' }} {...keepEscHere}>
      <Dialog {...props} className={`nested-dialog${className ? ` ${className}` : ''}`} />
    </div>
  );
}
