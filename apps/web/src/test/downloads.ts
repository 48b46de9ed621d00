import { onTestFinished, vi } from 'vitest';

export interface SavedFile {
  fileName: string;
  blob: Blob | MediaSource | undefined;
}

/**
 * Records the files a test's screen saves (an object URL clicked as a download link); jsdom has no object URLs and
 * cannot save. Undone when the test finishes.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const objects = new Map<string, Blob | MediaSource>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
    const url = `blob:http://localhost/${objects.size + 1}`;
    objects.set(url, object);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: objects.get(this.href) });
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}
