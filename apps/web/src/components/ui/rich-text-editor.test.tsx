import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareEditor } from '../../test/editor';
import { RichTextEditor } from './rich-text-editor';

beforeAll(prepareEditor);

const REMOTE_IMAGE = '<img src="https://tracker.example/p.png" alt="pixel">';

/** What a paste from another page carries (jsdom has no DataTransfer of its own). */
function clipboard(data: Record<string, string>): DataTransfer {
  return {
    types: Object.keys(data),
    getData: (type: string) => data[type] ?? '',
    files: [],
    items: [],
  } as unknown as DataTransfer;
}

describe('RichTextEditor', () => {
  it('takes no image from pasted HTML: the text keeps its words, and nothing is loaded', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor label="Text" value="" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.paste(
      clipboard({ 'text/html': `<p>Look ${REMOTE_IMAGE} here</p>`, 'text/plain': 'Look (as text) here' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = String(onChange.mock.lastCall?.[0]);
    // The HTML was taken (not the plain text), without its image.
    expect(html).toBe('<p>Look here</p>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the space that ends starter text, so what is typed after it does not run into it', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Text" value="Following this month's Site Care, " onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(box.querySelector('p')?.textContent).toBe("Following this month's Site Care, "));
    // Stored HTML still reads as HTML: the spaces between its tags are layout, not text.
    render(<RichTextEditor label="Other" value={'<p>One</p>\n  <p>Two</p>'} onChange={onChange} />);
    const other = screen.getByRole('textbox', { name: 'Other' });
    expect([...other.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One', 'Two']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows stored text holding an image from another site without the image', () => {
    const { container } = render(
      <RichTextEditor label="Text" value={`<p>Before ${REMOTE_IMAGE} after</p>`} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('Before after');
    expect(container.querySelector('img')).toBeNull();
  });
});
