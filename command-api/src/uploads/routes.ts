import { type BlobStore, type EventStore, storeImage } from '@exam/platform';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata, type ExecuteQuestionSetCommands } from '../execution/index.js';
import { readLiveSet } from '../question-sets/recount.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import { cleanImage } from './clean-image.js';
import { sniffImageType } from './image-type.js';
import { UploadMessages } from './messages.js';
import { notAnImage, readImageUpload } from './read-image-upload.js';

/** Where the query side serves stored blobs (GET /uploads/:name, long-cached: the name is the content's hash). */
export const UPLOADS_PATH = '/uploads';

export type UploadRouteDependencies = Pick<CommandRouteDependencies, 'guards'> & {
  execute: ExecuteQuestionSetCommands;
  eventStore: Pick<EventStore, 'readStream'>;
  blobStore: BlobStore;
};

export const createUploadCommandRoutes = ({
  guards,
  execute,
  eventStore,
  blobStore,
}: UploadRouteDependencies): Router => {
  const router = Router();

  // POST /admin/upload/card-image (admin spec §7 "Images"): multipart `image` + optional `questionSetId`. The guard
  // runs first, so nobody else's bytes are ever read. With a set, the image becomes its icon (a command like any
  // other: the listing and the learners' open pages follow by projection and socket).
  router.post('/admin/upload/card-image', guards.requireAdmin, async (req, res) => {
    const { bytes, fields } = await readImageUpload(req);
    const type = sniffImageType(bytes);
    if (!type) throw notAnImage();
    const questionSetId = fields.questionSetId?.trim() || null;
    if (questionSetId) await readLiveSet(eventStore, questionSetId);
    const { original: stored, variants } = await storeImage(blobStore, await cleanImage(bytes, type), type);
    const imageUrl = `${UPLOADS_PATH}/${stored.key}`;
    const position = questionSetId
      ? (
          await execute(questionSetId, [
            {
              type: 'ChangeQuestionSetDetails',
              data: { questionSetId, icon: imageUrl, cardImage: imageUrl },
              metadata: commandMetadata(req),
            },
          ])
        ).position
      : 0;
    sendCommandOutcome(res, {
      status: 201,
      data: { imageUrl, questionSetId, size: stored.size, contentType: stored.contentType, variants },
      message: UploadMessages.uploaded,
      position,
    });
  });

  return router;
};
