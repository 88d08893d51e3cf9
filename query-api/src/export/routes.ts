import { QuestionSetMessages } from '@exam/domain';
import { NotFoundError, ValidationError } from '@exam/domain/errors';
import { formatQuestions, type ImportFormat, QUESTION_SEPARATOR } from '@exam/domain/question-import';
import type { AuthGuards, DocumentStore } from '@exam/platform';
import {
  BY_RANK,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import { type RequestHandler, Router } from 'express';
import { pathParam } from '../request-params/index.js';

/** Questions read and written per part of a streamed export. */
const EXPORT_PART = 500;

const toImported = (question: SetQuestion) => ({
  text: question.text,
  questionType: question.questionType,
  options: question.options.map((option) => ({ text: option.text, isCorrect: option.isCorrect })),
  explanation: question.explanation,
});

const FORMATS: Record<ImportFormat, { extension: string }> = {
  pipe: { extension: 'txt' },
  gift: { extension: 'gift' },
  aiken: { extension: 'txt' },
};

/**
 * GET /question-sets/{id}/export?format=pipe|gift|aiken (administrators): the set's questions as a download, in a
 * form the batch upload imports back to an equal set.
 */
export const createExportQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireAdmin'>;
}): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();
  router.get('/question-sets/:id/export', guards.requireAdmin, consistent, async (req, res) => {
    const format = String(req.query.format ?? 'pipe') as ImportFormat;
    if (!(format in FORMATS)) {
      throw new ValidationError(
        '形式は pipe・gift・aiken のいずれかを指定してください',
        'IMPORT_FORMAT_INVALID',
      );
    }
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');
    const filename = `question-set-${set.id}.${FORMATS[format].extension}`;
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    // Aiken cannot write a question with several correct options: how many were left out, known at the end
    // (a trailer: the file is streamed a part at a time, never held whole).
    res.setHeader('Trailer', 'X-Skipped-Questions');
    res.type('text/plain; charset=utf-8');
    let skipped = 0;
    let written = false;
    // Each part continues after the last rank of the one before (a range of the set's index, no skip).
    let afterRank: string | undefined;
    for (let from = 0; ; from += EXPORT_PART) {
      const part = await questions.find(
        afterRank === undefined
          ? { questionSetId: set.id }
          : { questionSetId: set.id, rank: { $gt: afterRank } },
        { sort: BY_RANK, limit: EXPORT_PART },
      );
      if (part.length === 0) break;
      afterRank = part.at(-1)?.rank;
      const formatted = formatQuestions(format, part.map(toImported), from + 1);
      skipped += formatted.skipped;
      if (formatted.text !== '') {
        const chunk = written ? QUESTION_SEPARATOR[format] + formatted.text : formatted.text;
        written = true;
        res.write(chunk);
      }
      // Between parts the socket gets its turn. (Not `once(res, 'drain')`: the compression middleware hands
      // `drain` listeners to its gzip stream and never removes them, one leaked listener per wait.)
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.addTrailers({ 'X-Skipped-Questions': String(skipped) });
    res.end();
  });
  return router;
};
