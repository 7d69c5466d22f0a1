// A row's details: the dialog the View button opens, the labelled values inside it, and a customer's phone or e-mail
// as a link that calls or writes.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { useAdminT } from '../admin/i18n.ts';

export function DetailsDialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const open = children !== null && children !== undefined && children !== false;
  return (
    <Dialog open={open} onClose={onClose} width="w-[min(44rem,calc(100vw-2rem))]">
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{title}</DialogTitle>
          <Button variant="secondary" size="none" className="px-4 py-2 text-sm" onClick={onClose}>
            {t('admin.inbox.close')}
          </Button>
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </Dialog>
  );
}

/** A labelled value in a details card, 'Not available' when missing. */
export function Detail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  const { t } = useAdminT();
  const missing = value === null || value === undefined || value === '';
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-stone">{label}</dt>
      <dd className={missing ? 'text-stone italic' : 'break-words'}>
        {missing ? t('admin.inbox.notAvailable') : value}
      </dd>
    </div>
  );
}

/** A phone number that calls (tel:, spaces and dashes left out of the address) or an e-mail address that writes. */
export function ContactLink({ kind, value }: { kind: 'tel' | 'mailto'; value: string }) {
  const href = kind === 'tel' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`;
  return (
    <a
      href={href}
      className="break-all text-oak-dark underline decoration-oak/40 underline-offset-2 hover:decoration-oak"
    >
      {value}
    </a>
  );
}
