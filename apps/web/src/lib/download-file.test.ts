import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './download-file';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted or a bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="site-care-acme.example-2026-10.pdf"')).toBe(
      'site-care-acme.example-2026-10.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it('prefers the UTF-8 filename* to the plain one', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="caf-.pdf"; filename*=UTF-8''caf%C3%A9.pdf`)).toBe(
      'café.pdf',
    );
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe(
      'plain.pdf',
    );
  });

  it('keeps only the last part of a name with a path, and nothing when there is no name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\x.pdf"')).toBe('x.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});
