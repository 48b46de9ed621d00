import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const ATTACHED = '/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e';

describe('RichText', () => {
  it('shows a stored image from another site as a link to it, so the page never loads it', () => {
    const { container } = render(
      <RichText
        html={`<p>See <img src="https://tracker.example/p.png" alt="the chart"> and <img src="${ATTACHED}" alt="screenshot"></p>`}
      />,
    );
    const link = screen.getByRole('link', { name: 'the chart' });
    expect(link).toHaveAttribute('href', 'https://tracker.example/p.png');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'screenshot' })).toHaveAttribute('src', ATTACHED);
    const sources = [...container.querySelectorAll('img, [src], [poster], [background]')].map(
      (element) => element.getAttribute('src') ?? element.outerHTML,
    );
    expect(sources).toEqual([ATTACHED]);
  });
});
