import '../../../shared/i18n/mock-exam';
import { Alert, Center, Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetMockExamQuery } from '../../../entities/mock-exam';
import { ExamResult } from './ExamResult';
import { ExamRunner } from './ExamRunner';
import { ExamSetup } from './ExamSetup';

/** /mock-exam (issue 17): the setup and history, or one exam (?exam=<id>) running or graded. */
export function MockExamPage() {
  const [params] = useSearchParams();
  const examId = params.get('exam');
  return (
    <Container size="lg" py="lg">
      {examId ? <ExamScreen examId={examId} /> : <ExamSetup />}
    </Container>
  );
}

function ExamScreen({ examId }: { examId: string }) {
  const { t } = useTranslation();
  const exam = useGetMockExamQuery(examId, { refetchOnMountOrArgChange: true });
  if (exam.isError) return <Alert color="red">{t('mockExam.loadFailed')}</Alert>;
  if (!exam.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return exam.data.status === 'running' ? (
    <ExamRunner exam={exam.data} onEnded={() => void exam.refetch()} />
  ) : (
    <ExamResult exam={exam.data} />
  );
}
