import { describe, expect, it } from 'vitest';
import { FILE_REFUSALS, nameRefusedFile, type PickedFile } from './attachment-components';

const FIRST = 'a77ac4e0-0001-4a5b-8c6d-000000000001';
const SECOND = 'a77ac4e0-0001-4a5b-8c6d-000000000002';
const FILES: PickedFile[] = [
  { attachmentGuid: FIRST, fileName: 'brief.pdf' },
  { attachmentGuid: SECOND, fileName: 'checkout.png' },
];
const notYours = (index: number, guid: string) => ({
  field: `attachmentGuids.${index}`,
  message: `${guid} is not a file you uploaded, or it was already sent`,
});

describe('nameRefusedFile', () => {
  it('names the refused file by its index in the guids the form sent', () => {
    expect(nameRefusedFile(notYours(1, SECOND), [FIRST, SECOND], FILES)).toEqual({
      message: 'checkout.png could not be sent: upload it again.',
    });
  });

  it('finds the file by the guid in the message when the index is not one the form sent', () => {
    expect(nameRefusedFile(notYours(5, SECOND.toUpperCase()), [], FILES)).toEqual({
      message: FILE_REFUSALS.notSendable('checkout.png'),
    });
  });

  it('speaks of "a file" when the refused guid is not among the picked files', () => {
    const stranger = 'a77ac4e0-0001-4a5b-8c6d-000000000099';
    expect(nameRefusedFile(notYours(0, stranger), [stranger], FILES)).toEqual({
      message: 'A file could not be sent: upload it again.',
    });
  });

  it('says a file was sent with another message meanwhile, without a field', () => {
    const problem = {
      field: 'attachmentGuids',
      message: 'a file was sent with another message meanwhile; upload it again',
    };
    expect(nameRefusedFile(problem, [FIRST], FILES)).toEqual({
      message: 'A file was sent with another message meanwhile: upload it again.',
    });
  });

  it('leaves any other problem as it was', () => {
    const tooMany = { field: 'attachmentGuids', message: 'at most 10 files a message' };
    const description = { field: 'description', message: 'must have some text' };
    expect(nameRefusedFile(tooMany, [FIRST], FILES)).toBe(tooMany);
    expect(nameRefusedFile(description, [FIRST], FILES)).toBe(description);
    expect(nameRefusedFile({ message: 'Unknown error' }, [], FILES)).toEqual({ message: 'Unknown error' });
  });
});
