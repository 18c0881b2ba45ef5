import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyHeaderHeight } from '@/ui/sticky-header';

function Header() {
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderHeight(ref);
  return <header ref={ref}>Pesca</header>;
}

/** A ResizeObserver the test drives: `report(height)` is the browser's report after a layout. */
function fakeResizeObserver() {
  const observers: { callback: ResizeObserverCallback; self: ResizeObserver }[] = [];
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      observers.push({ callback, self: this as unknown as ResizeObserver });
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    report(height: number) {
      for (const { callback, self } of observers) callback([{ borderBoxSize: [{ blockSize: height, inlineSize: 390 }] } as unknown as ResizeObserverEntry], self);
    },
  };
}

/** The header's height as the root's scroll padding shows it ('' while none is written). */
const publishedHeight = () => /^calc\((\d+px) \+ .+\)$/.exec(document.documentElement.style.scrollPaddingTop)?.[1] ?? document.documentElement.style.scrollPaddingTop;

describe('sticky header height', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not read the layout while the page renders: the first height is the observer’s report', () => {
    const browser = fakeResizeObserver();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { unmount } = render(<Header />);
    expect(measure).not.toHaveBeenCalled();
    expect(publishedHeight()).toBe('');
    browser.report(72);
    expect(publishedHeight()).toBe('72px');
    browser.report(96);
    expect(publishedHeight()).toBe('96px');
    unmount();
    expect(publishedHeight()).toBe('');
    measure.mockRestore();
  });

  it('writes the scroll padding itself, not a custom property every element of the page would inherit (each new height restyled the whole page)', () => {
    const browser = fakeResizeObserver();
    render(<Header />);
    browser.report(72);
    const rootStyle = document.documentElement.style;
    const customProperties = Array.from({ length: rootStyle.length }, (_, i) => rootStyle.item(i)).filter((name) => name.startsWith('--'));
    expect(customProperties).toEqual([]);
    expect(rootStyle.scrollPaddingTop).toMatch(/^calc\(72px \+ /);
  });

  it('measures once at mount where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 64 } as DOMRect);
    const { unmount } = render(<Header />);
    expect(publishedHeight()).toBe('64px');
    unmount();
    expect(publishedHeight()).toBe('');
    measure.mockRestore();
  });
});
