/** Question import and export formats (issue 13; admin spec §5 "Batch upload"). */
export type ImportFormat = 'pipe' | 'gift' | 'aiken';

/** One question as a file carries it; ids are given by the importer. */
export type ImportedQuestion = {
  text: string;
  questionType: 'single' | 'multiple';
  options: Array<{ text: string; isCorrect: boolean }>;
  /** HTML (sanitised by the decider when the question is added); '' when the file has none. */
  explanation: string;
};

/** A refused entry: its 1-based line number, the start of the line, and the reason in Japanese. */
export type ImportProblem = { line: number; excerpt: string; reason: string; code: string };

export type ParsedFile = {
  /** Each accepted question with the 1-based line it starts on (its identity within the file). */
  questions: Array<{ line: number; question: ImportedQuestion }>;
  problems: ImportProblem[];
};
