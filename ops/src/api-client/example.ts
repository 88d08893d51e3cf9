// The generated client in use, as docs/api.md shows it: list the sets, open the first, answer its first question.
// Run it against a server: node ops/dist/api-client/example.js http://localhost:3000 <access token>
import { pathToFileURL } from 'node:url';
import { createApiClient } from './index.js';

export async function answerFirstQuestion(origin: string, accessToken: string) {
  const api = createApiClient(origin, accessToken);
  const sets = await api.GET('/question-sets');
  const set = sets.data?.data[0];
  if (!set) throw new Error(`no question sets at ${origin}`);
  const detail = await api.GET('/question-sets/{id}', { params: { path: { id: set.id } } });
  // A question beyond a paid set's trial comes locked, without its text and options.
  const question = detail.data?.data.questions.find((entry) => !entry.locked && 'options' in entry);
  const option = question && 'options' in question ? question.options?.[0] : undefined;
  if (!question || !option) throw new Error(`"${set.title}" has no open question to answer`);
  const answer = await api.POST('/practice/{setId}/answers', {
    params: { path: { setId: set.id } },
    body: { questionId: question.id, selectedOptionIds: [option.id] },
  });
  if (!answer.data) throw new Error(`answer refused: ${answer.response.status} ${answer.error?.message}`);
  // Typed from the document: the verdict, and the log position a later read can wait for (X-Min-Position).
  return { set: set.title, isCorrect: answer.data.data.isCorrect, position: answer.data.position };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin, accessToken] = process.argv.slice(2);
  if (!origin || !accessToken) {
    console.error('usage: node ops/dist/api-client/example.js <origin> <access token>');
    process.exit(2);
  }
  console.log(await answerFirstQuestion(origin, accessToken));
}
