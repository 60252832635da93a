import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollableTables } from './prose';

function Html({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollableTables(ref, html);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}

const table =
  '<table><thead><tr><th>Purpose</th><th>Data</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';

function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollableTables', () => {
  it('puts a table that scrolls sideways into the tab order, named by its headers', () => {
    widths(600, 300);
    const { container } = render(<Html html={table} />);
    const el = container.querySelector('table')!;
    expect(el).toHaveAttribute('tabindex', '0');
    expect(el).toHaveAttribute('aria-label', 'Purpose, Data');
    // Still a table for assistive technology.
    expect(el).not.toHaveAttribute('role');
  });

  it('leaves a table that fits alone, and undoes the change when the window grows', () => {
    widths(600, 300);
    const { container } = render(<Html html={table} />);
    const el = container.querySelector('table')!;
    widths(300, 300);
    window.dispatchEvent(new Event('resize'));
    expect(el).not.toHaveAttribute('tabindex');
    expect(el).not.toHaveAttribute('aria-label');
  });
});
