import { Attachment, AttachmentGuidParams } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { contentsOf, findDownload, storeUpload } from '../../../domain/attachments/attachments.repository.js';
import { attachmentDisposition, cleanContentType, cleanFileName } from '../../../domain/attachments/file-names.js';
import { badRequest } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

/** A file's answer may hold anything (HTML, SVG, script): it is only ever a download, never a page. */
/** Documents the download: the file's bytes with its stored type. */
const FileContents = z.string().describe('The file, with its stored type and Content-Disposition: attachment');

const DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function attachmentRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = withSchemas(app);
  const maxBytes = Math.round(config.attachmentMaxMb * 1_000_000);

  api.post(
    '/api/attachments',
    {
      schema: {
        summary:
          'Uploads one file (multipart/form-data, field `file`) to send with a new ticket or reply as `attachmentGuids`',
        tags: ['tickets'],
        security: SIGNED_IN,
        response: { 201: Attachment, ...errorAnswers(400, 401, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('file: send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw badRequest('file: choose a file to upload');
      if (part.fieldname !== 'file') throw badRequest(`${part.fieldname}: the file must be sent in the field "file"`);
      const attachment = await storeUpload(
        db,
        currentUser(request),
        {
          fileName: cleanFileName(part.filename),
          contentType: cleanContentType(part.mimetype),
          stream: part.file,
          isTruncated: () => part.file.truncated,
        },
        maxBytes,
      );
      return reply.code(201).send(attachment);
    },
  );

  api.get(
    '/api/attachments/:attachmentGuid',
    {
      schema: {
        summary: 'Downloads a file: staff, and the authorised users of its ticket’s project',
        tags: ['tickets'],
        security: SIGNED_IN,
        params: AttachmentGuidParams,
        response: { 200: FileContents, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const attachment = await findDownload(db, request.params.attachmentGuid, currentUser(request));
      return (
        reply
          .type(attachment.contentType)
          .header('content-disposition', attachmentDisposition(attachment.fileName))
          .header('content-length', attachment.sizeBytes)
          .header('content-security-policy', DOWNLOAD_POLICY)
          .header('x-content-type-options', 'nosniff')
          // A stream is written as it is read (the serialiser is for JSON only).
          .send(contentsOf(db, attachment.attachmentGuid) as unknown as string)
      );
    },
  );
}
