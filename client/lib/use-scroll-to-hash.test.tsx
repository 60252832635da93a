import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './use-scroll-to-hash';

function Part({ ids }: { ids: string[] }) {
  useScrollToHash(ids);
  return (
    <>
      {ids.map((id) => (
        <h2 key={id} id={id}>
          {id}
        </h2>
      ))}
    </>
  );
}

const scrolled = vi.fn();
Element.prototype.scrollIntoView = function (this: Element) {
  scrolled(this.id);
};

afterEach(() => {
  scrolled.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('useScrollToHash', () => {
  it('jumps to the part the address names once it is on the page, and not before', () => {
    window.history.replaceState(null, '', '/learner-dashboard#regroup-suggestions');
    const { rerender } = render(<Part ids={[]} />);
    expect(scrolled).not.toHaveBeenCalled();
    // The data arrives: the part is drawn, and the page jumps to it.
    rerender(<Part ids={['regroup-suggestions']} />);
    expect(scrolled).toHaveBeenCalledWith('regroup-suggestions');
  });

  it('ignores a fragment naming something else, and follows a link pushed on the same screen', () => {
    window.history.replaceState(null, '', '/learner-dashboard#elsewhere');
    render(<Part ids={['proposal-1', 'proposal-2']} />);
    expect(scrolled).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/learner-dashboard#proposal-2');
    window.dispatchEvent(new Event('pushState'));
    expect(scrolled).toHaveBeenCalledWith('proposal-2');
  });
});
