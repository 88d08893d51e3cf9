import { catalogueJa } from '@exam/domain/i18n';

/** Admin spec §5 "Card image" and §8 "Info tab": the texts the image upload answers with (zh: the spec's quotes). */
export const UploadMessages = catalogueJa.server.upload;
