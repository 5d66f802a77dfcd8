import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers; shown under the title when `showDescription`. */
  description: ReactNode;
  showDescription?: boolean;
  size?: keyof typeof widths;
  children: ReactNode;
  testId?: string;
}

/** A dialog over the page (Radix: focus trap, Escape closes, labelled for screen readers). */
export function Modal({ open, onOpenChange, title, description, showDescription = false, size = 'md', children, testId }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[94vw] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className={showDescription ? 'mt-1 text-sm text-slate-600' : 'sr-only'}>{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
