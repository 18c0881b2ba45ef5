import { useEffect, useState } from 'react';
import { Button } from './button';
import { CheckIcon } from './icons';
import { CopyIcon } from './control-icons';
import { icon } from './field.css';
import { toast } from './toast-store';
import { visuallyHidden } from './visually-hidden.css';

/** SPEC §9: the 'Copiado' indicator resets after 2000 ms; the copy toast lasts 1.5 s. */
export const COPIED_INDICATOR_MS = 2000;
export const COPY_TOAST_MS = 1500;

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  value: string;
  /** What is being copied, for the button's name: 'Copiar alias'. */
  label: string;
  size?: 'sm' | 'md';
};

/** Copies a value (alias, CBU, new credentials) and confirms with an indicator and a short toast. */
export function CopyButton({ value, label, size = 'sm' }: CopyButtonProps) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopiedAt(Date.now());
      toast.success('Copiado al portapapeles', { duration: COPY_TOAST_MS });
    } catch {
      // Clipboard needs a secure context and permission; say so instead of failing silently.
      toast.error('No se pudo copiar. Seleccioná el texto y copialo manualmente.');
    }
  };

  const copied = copiedAt !== null;
  return (
    <Button variant="secondary" size={size} onPress={copy}>
      {copied ? <CheckIcon className={icon} /> : <CopyIcon className={icon} />}
      {copied ? (
        'Copiado'
      ) : (
        <span>
          Copiar<span className={visuallyHidden}> {label}</span>
        </span>
      )}
    </Button>
  );
}
