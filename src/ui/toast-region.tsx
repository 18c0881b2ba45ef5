import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { toast, toastPositions, toasts, type Toast } from './toast-store';
import type { ToastItem as ToastItemComponent } from './toast-item';
import * as s from './toast.css';

type ItemComponent = typeof ToastItemComponent;
let loadedItem: ItemComponent | null = null;

/**
 * The toast's chrome (icon, close button, timer) is its own chunk, fetched right after the
 * first paint: the sign-in page's first load has a 100 KiB budget (decision 0004) and shows no
 * toast before its form is sent. Until the chunk is there (or if it could not be fetched, e.g.
 * offline) a toast still shows and is announced, as its text alone; it is fetched again with
 * the next toast.
 */
function useToastItem(wanted: number): ItemComponent | null {
  const [item, setItem] = useState(() => loadedItem);
  useEffect(() => {
    if (item) return;
    let current = true;
    preloadToastItem().then(
      (loaded) => current && setItem(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [item, wanted]);
  return item;
}

/** Fetches the toast's chrome (tests await it, as the app has it a moment after its first paint). */
export async function preloadToastItem(): Promise<ItemComponent> {
  loadedItem ??= (await import('./toast-item')).ToastItem;
  return loadedItem;
}

/**
 * Renders the toast queue. Each corner's stack is a polite aria-live region that is always
 * in the DOM, so a toast added later is read out without taking focus from what the user
 * is doing. Errors are polite too: two live regions per corner would make some screen
 * readers repeat the message. Mount once, near the root (UiProvider does).
 */
export function ToastRegion() {
  useSignals();
  const list = toasts.value;
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const Item = useToastItem(list.length);

  // Remember where the user came from when they step into a toast (e.g. F6 or Tab), so
  // closing it hands focus back there instead of dropping it on <body>.
  const onFocusCapture = (event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocusTo.current = from;
  };

  const close = (id: number) => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    toast.dismiss(id);
    if (hadFocus && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  };

  return (
    <section ref={regionRef} aria-label="Avisos" className={s.region} onFocusCapture={onFocusCapture}>
      {toastPositions.map((position) => (
        <div key={position} className={`${s.stack} ${s.stackPosition[position]}`} aria-live="polite" aria-relevant="additions text">
          {list
            .filter((t) => t.position === position)
            .map((t) => (
              Item ? <Item key={t.id} toast={t} onClose={() => close(t.id)} /> : <TextOnlyToast key={t.id} toast={t} />
            ))}
        </div>
      ))}
    </section>
  );
}

/** A toast before its chunk has arrived: the message, announced like any other. */
function TextOnlyToast({ toast: t }: { toast: Toast }) {
  return (
    <div className={`${s.item} ${s.itemType[t.type]}`} data-toast-type={t.type}>
      <div className={s.message}>{t.message}</div>
    </div>
  );
}
