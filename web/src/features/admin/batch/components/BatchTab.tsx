import type { DecodedUpload, UploadEncodingChoice } from '@exam/domain/question-import';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../../shared/store/hooks';
import { toast } from '../../../../shared/ui/toast';
import { ADD_SET_CATEGORIES } from '../../authoring/set-choices';
import {
  acceptOf,
  type BatchReply,
  fileTypeAccepted,
  type ImportFormat,
  type ImportOutcome,
  sendBatch,
} from '../batch-upload';
import { useImportJob } from '../use-import-job';
import { useSetList } from '../use-set-list';
import { BatchPreview } from './BatchPreview';
import { BatchResult } from './BatchResult';
import { TemplateDownload } from './TemplateDownload';

type Mode = 'add' | 'create';
type Failure = { key: string; values?: Record<string, string | number> };
/** A result belongs to the mode it was produced in: switching mode never relabels it. */
type Result = { outcome: ImportOutcome; mode: Mode };

/** Admin spec §2 "Batch": add questions to a set, or create a set and import into it, from a file. */
export function BatchTab() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.auth.accessToken);
  const [mode, setMode] = useState<Mode>('add');
  const [target, setTarget] = useState<string | null>(null);
  const [create, setCreate] = useState({ title: '', description: '', category: '' });
  const [format, setFormat] = useState<ImportFormat>('pipe');
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<UploadEncodingChoice>('auto');
  // Empty or binary as the preview read it: refused here, as the server refuses it (issue 39).
  const [unreadable, setUnreadable] = useState<'empty' | 'binary' | null>(null);
  const onDecoded = useCallback((decoded: DecodedUpload) => {
    setUnreadable(decoded.kind === 'text' ? null : decoded.kind);
  }, []);
  const [dryRun, setDryRun] = useState<ImportOutcome | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // The job being followed and the mode it was started in; each job's completion is reported once.
  const jobMode = useRef<Mode>('add');
  const reported = useRef<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useImportJob(jobId);
  const sets = useSetList(job.settling);

  // Switching mode clears the chosen file, the preview and the result (spec §4 "Batch screen").
  const switchMode = (next: Mode) => {
    setMode(next);
    setFile(null);
    setDryRun(null);
    setResult(null);
    setFailure(null);
    setJobId(null);
    setUploadProgress(null);
  };

  // The dry run (POST /api/questions/batch-check) marks the preview's lines before anything is written.
  useEffect(() => {
    setDryRun(null);
    if (!file || unreadable) return;
    let current = true;
    void sendBatch({ dryRun: true, file, format, encoding }, token, () => {}).then((reply) => {
      if (current && reply.kind === 'result') setDryRun(reply.outcome);
    });
    return () => {
      current = false;
    };
  }, [file, format, encoding, unreadable, token]);

  // Reported once per job, in the mode it was started in (a mode switch drops the job: nothing is reported).
  useEffect(() => {
    const status = job.status;
    if (!jobId || status?.id !== jobId || reported.current === jobId) return;
    if (status.state === 'completed' && status.result) {
      reported.current = jobId;
      setResult({ outcome: status.result, mode: jobMode.current });
      toast.success(
        t(jobMode.current === 'create' ? 'batch.createSucceeded' : 'batch.addSucceeded', status.result),
      );
      setBusy(false);
    } else if (status.state === 'failed') {
      reported.current = jobId;
      setFailure({ key: 'batch.operationError' });
      setBusy(false);
    }
  }, [job.status, jobId, t]);

  const validate = (): string | null => {
    if (!file) return 'batch.fileRequired';
    if (unreadable) return unreadable === 'empty' ? 'batch.fileEmpty' : 'batch.fileNotText';
    if (mode === 'add' && !target) return 'batch.targetRequired';
    if (mode === 'create' && !create.title.trim()) return 'batch.titleRequired';
    if (mode === 'create' && !create.description.trim()) return 'batch.descriptionRequired';
    if (mode === 'create' && !create.category.trim()) return 'batch.categoryRequired';
    return null;
  };

  const upload = async () => {
    const problem = validate();
    if (problem || !file) {
      setFailure({ key: problem ?? 'batch.fileRequired' });
      return;
    }
    setBusy(true);
    setFailure(null);
    setResult(null);
    setJobId(null);
    setUploadProgress(0);
    jobMode.current = mode;
    const request = {
      questionSetId: mode === 'create' ? 'new' : (target ?? ''),
      file,
      format,
      encoding,
      async: true,
      ...(mode === 'create' ? { create } : {}),
    };
    const reply: BatchReply = await sendBatch(request, token, setUploadProgress).catch(() => ({
      kind: 'error' as const,
      key: 'batch.operationError',
    }));
    if (reply.kind === 'job') setJobId(reply.jobId);
    else {
      setBusy(false);
      if (reply.kind === 'result') setResult({ outcome: reply.outcome, mode: jobMode.current });
      else setFailure({ key: reply.key, ...(reply.values ? { values: reply.values } : {}) });
    }
  };

  return (
    <Stack maw={960} data-testid="batch-tab">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('batch.heading')}
        </Title>
        <TemplateDownload />
      </Group>
      <SegmentedControl
        value={mode}
        onChange={(value) => switchMode(value as Mode)}
        // Not while an upload or its import runs: its result belongs to the mode it was started in.
        disabled={busy}
        data={[
          { value: 'add', label: t('batch.modeAdd') },
          { value: 'create', label: t('batch.modeCreate') },
        ]}
        data-testid="batch-mode"
      />
      {mode === 'add' ? (
        <Select
          label={t('batch.target')}
          placeholder={t('batch.targetRequired')}
          data={(sets ?? []).map((set) => ({ value: set.id, label: set.title }))}
          value={target}
          onChange={setTarget}
          searchable
          data-testid="batch-target"
        />
      ) : (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <TextInput
              label={t('batch.title')}
              value={create.title}
              onChange={(e) => setCreate({ ...create, title: e.currentTarget.value })}
              data-testid="batch-create-title"
            />
            <TextInput
              label={t('batch.description')}
              value={create.description}
              onChange={(e) => setCreate({ ...create, description: e.currentTarget.value })}
              data-testid="batch-create-description"
            />
            <Select
              label={t('batch.category')}
              data={[...ADD_SET_CATEGORIES]}
              value={create.category || null}
              onChange={(value) => setCreate({ ...create, category: value ?? '' })}
              data-testid="batch-create-category"
            />
          </Stack>
        </Paper>
      )}
      <Group grow align="flex-end">
        <Select
          label={t('batch.format')}
          value={format}
          onChange={(value) => {
            const next = (value as ImportFormat) ?? 'pipe';
            setFormat(next);
            if (file && !fileTypeAccepted(file.name, next)) {
              setFile(null);
              setFailure({ key: 'batch.fileTypeInvalid' });
            }
          }}
          allowDeselect={false}
          data={[
            { value: 'pipe', label: t('batch.formatPipe') },
            { value: 'gift', label: 'GIFT (Moodle)' },
            { value: 'aiken', label: 'Aiken (Moodle)' },
          ]}
          data-testid="batch-format"
        />
        <FileInput
          label={t('batch.file')}
          placeholder={t('batch.fileRequired')}
          accept={acceptOf(format)}
          value={file}
          onChange={(chosen) => {
            setResult(null);
            setFailure(null);
            // Refused at selection: nothing is previewed or uploaded (admin spec §5).
            if (chosen && !fileTypeAccepted(chosen.name, format)) {
              setFile(null);
              setFailure({ key: 'batch.fileTypeInvalid' });
              return;
            }
            setEncoding('auto');
            setUnreadable(null);
            setFile(chosen);
          }}
          clearable
          data-testid="batch-file"
        />
      </Group>
      {file && (
        <BatchPreview
          file={file}
          dryRun={dryRun}
          encoding={encoding}
          onEncodingChange={setEncoding}
          onDecoded={onDecoded}
        />
      )}
      {uploadProgress !== null && (
        <Stack gap={4} data-testid="batch-progress">
          <Text size="sm">{t('batch.uploadProgress', { percent: uploadProgress })}</Text>
          <Progress
            value={uploadProgress}
            aria-label={t('batch.uploadProgress', { percent: uploadProgress })}
          />
          {jobId && (
            <>
              <Text size="sm">{t('batch.importProgress', { percent: job.progress })}</Text>
              <Progress
                value={job.progress}
                aria-label={t('batch.importProgress', { percent: job.progress })}
                color="teal"
                animated={job.progress < 100}
                data-testid="batch-import-progress"
              />
            </>
          )}
        </Stack>
      )}
      {failure && (
        <Alert color="red" data-testid="batch-error">
          {t(failure.key, failure.values)}
        </Alert>
      )}
      {result && <BatchResult result={result.outcome} mode={result.mode} />}
      <Group justify="flex-end">
        <Button onClick={() => void upload()} loading={busy} data-testid="batch-upload">
          {t('batch.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
