import {
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantSetTitle, useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import { CardTable } from '../../../../shared/ui/CardTable';
import { RedeemCodeAuditDrawer } from '../../audit/components/RedeemCodeAuditDrawer';
import { usePagerLabels } from '../../components/use-pager-labels';
import { adminFailure, adminFailureText } from '../admin-error';
import {
  useBatchFixRedeemCodesMutation,
  useFixRedeemCodeSetMutation,
  useGenerateRedeemCodesMutation,
  useLazyCheckRedeemCodesQuery,
  useListRedeemCodesQuery,
} from '../api';
import type { ExportedCode } from '../codes-export';
import { copyText } from '../copy-text';
import { batchFixPlan, TAB_VALIDITY_MAX_DAYS, tabGenerationProblem, whole } from '../generation-rules';
import { allSetOptions, paidSetOptions } from '../paid-sets';
import type { AdminRedeemCode, RedeemCodeStatusFilter } from '../types';
import { useStatusBanner } from '../use-status-banner';
import { CodeStatusBadge } from './CodeStatusBadge';
import { CodesExport, useExportedCode, useFilteredCodes } from './CodesExport';
import { FixCodeControl } from './FixCodeControl';
import { GenerateCodesForm, type GenerateRequest } from './GenerateCodesForm';
import { GeneratedBatch } from './GeneratedBatch';
import { ProblemReport } from './ProblemReport';
import { StatusBanner } from './StatusBanner';

const PAGE_SIZE = 50;
/** The tab's default validity (its range is 1-365 days). */
const TAB_DEFAULT_VALIDITY_DAYS = 30;

/** Admin spec §2 redeem-code management tab of /admin. */
export function RedeemCodesTab() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const banner = useStatusBanner();
  const sets = useGetQuestionSetsQuery();
  const paidOptions = paidSetOptions(sets.data);
  const [status, setStatus] = useState<RedeemCodeStatusFilter>('all');
  const [setFilter, setSetFilter] = useState('all');
  const [page, setPage] = useState(1);
  const [auditCode, setAuditCode] = useState<string | null>(null);
  const list = useListRedeemCodesQuery({ status, questionSetId: setFilter, page, pageSize: PAGE_SIZE });
  const [generate, generating] = useGenerateRedeemCodesMutation();
  const [fixSet, fixing] = useFixRedeemCodeSetMutation();
  const [batchFix, batchFixing] = useBatchFixRedeemCodesMutation();
  const [check, report] = useLazyCheckRedeemCodesQuery();
  const exported = useExportedCode();
  const loadFiltered = useFilteredCodes(status, setFilter);
  const [lastBatch, setLastBatch] = useState<ExportedCode[] | null>(null);

  const date = (value: string | null) => (value ? formatDateTime(value, currentLanguage()) : '—');

  const onGenerate = async (request: GenerateRequest) => {
    try {
      const codes = await generate({
        questionSetId: request.questionSetId,
        validityDays: whole(request.validityDays),
        quantity: whole(request.quantity),
      }).unwrap();
      const setTitle = paidOptions.find((option) => option.value === request.questionSetId)?.label ?? '';
      setLastBatch(codes.map((code) => exported.ofGenerated(code, setTitle)));
      banner.show(t('redeemAdmin.generated', { count: codes.length }), 'success');
    } catch (error) {
      banner.show(adminFailureText(adminFailure(error, 'redeemAdmin.generateFailed'), t));
    }
  };

  const onFix = async (code: AdminRedeemCode, questionSetId: string | null) => {
    if (!questionSetId) return banner.show(t('redeemAdmin.errors.setInvalid'));
    try {
      await fixSet({ id: code.id, questionSetId }).unwrap();
      banner.show(t('redeemAdmin.fixed'), 'success');
    } catch (error) {
      banner.show(adminFailureText(adminFailure(error, 'redeemAdmin.fixFailed'), t));
    }
  };

  const onBatchFix = async (questionSetId: string) => {
    const plan = batchFixPlan(report.data?.issues ?? [], questionSetId);
    if ('problem' in plan) return banner.show(t(plan.problem));
    try {
      const result = await batchFix(plan.map).unwrap();
      banner.show(
        result.failedCount > 0
          ? t('redeemAdmin.batchFixedWithFailures', { count: result.fixedCount, failed: result.failedCount })
          : t('redeemAdmin.batchFixed', { count: result.fixedCount }),
        result.failedCount > 0 ? 'failure' : 'success',
      );
      void check();
    } catch (error) {
      banner.show(adminFailureText(adminFailure(error, 'redeemAdmin.fixFailed'), t));
    }
  };

  const copy = async (code: string) =>
    (await copyText(code))
      ? banner.show(t('redeemAdmin.copied'), 'success')
      : banner.show(t('redeemAdmin.copyFailed'));

  return (
    <Stack gap="lg" data-testid="admin-redeem-tab">
      <StatusBanner text={banner.text} color={banner.color} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>{t('redeemAdmin.generateTitle')}</Title>
          <GenerateCodesForm
            setOptions={paidOptions}
            defaultValidityDays={TAB_DEFAULT_VALIDITY_DAYS}
            maxValidityDays={TAB_VALIDITY_MAX_DAYS}
            generating={generating.isLoading}
            check={tabGenerationProblem}
            onRefused={(problem) => banner.show(t(problem.key))}
            onGenerate={(request) => void onGenerate(request)}
          />
        </Stack>
      </Paper>

      {lastBatch && <GeneratedBatch codes={lastBatch} onMessage={banner.show} />}

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('redeemAdmin.listTitle')}</Title>
          <Group gap="xs">
            <CodesExport load={loadFiltered} onMessage={banner.show} testIdPrefix="redeem-list" />
            <Button variant="default" size="xs" onClick={() => void list.refetch()}>
              {t('redeemAdmin.refresh')}
            </Button>
            <Button
              variant="light"
              color="orange"
              size="xs"
              loading={report.isFetching}
              onClick={() => void check()}
              data-testid="redeem-check"
            >
              {t('redeemAdmin.check')}
            </Button>
          </Group>
        </Group>
        <Group>
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as RedeemCodeStatusFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('redeemAdmin.statusAll') },
              { value: 'used', label: t('redeemAdmin.statusUsed') },
              { value: 'unused', label: t('redeemAdmin.statusUnused') },
              { value: 'deleted', label: t('redeemAdmin.statusDeleted') },
            ]}
            data-testid="redeem-status-filter"
          />
          <Select
            data={[{ value: 'all', label: t('redeemAdmin.allSets') }, ...allSetOptions(sets.data)]}
            value={setFilter}
            onChange={(value) => {
              setSetFilter(value ?? 'all');
              setPage(1);
            }}
            w={280}
            aria-label={t('redeemAdmin.set')}
            data-testid="redeem-set-filter"
          />
          <Text size="sm" c="dimmed" data-testid="redeem-total">
            {t('redeemAdmin.total', { count: list.data?.total ?? 0 })}
          </Text>
        </Group>
        {report.data && (
          <ProblemReport
            report={report.data}
            setOptions={paidOptions}
            fixing={batchFixing.isLoading}
            onBatchFix={(questionSetId) => void onBatchFix(questionSetId)}
          />
        )}
        {list.isLoading ? (
          <Loader size="sm" />
        ) : list.isError && !list.data ? (
          <Text c="red" data-testid="redeem-list-error">
            {t('redeemAdmin.loadFailed')}
          </Text>
        ) : (list.data?.list.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('redeemAdmin.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={1000}>
            {/* nowrap: opening 関連付けを修復 widens the table (it scrolls) instead of squeezing the headers */}
            <CardTable striped highlightOnHover style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('redeemAdmin.columns.code')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.set')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.validity')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.status')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.usedAt')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.usedBy')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.createdBy')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.list.map((code) => (
                  <Table.Tr
                    key={code.id}
                    data-testid="redeem-row"
                    data-code={code.code}
                    data-status={code.status}
                  >
                    <Table.Td ff="monospace">{code.code}</Table.Td>
                    <Table.Td>
                      <GrantSetTitle
                        questionSetDeleted={code.questionSetDeleted}
                        title={code.questionSet?.title}
                        fallback={t('redeemAdmin.unknownSet')}
                      />
                    </Table.Td>
                    <Table.Td>{code.validityDays}</Table.Td>
                    <Table.Td>
                      <CodeStatusBadge status={code.status} />
                    </Table.Td>
                    <Table.Td>{date(code.usedAt)}</Table.Td>
                    <Table.Td data-testid="redeem-row-used-by">{code.redeemUser?.username ?? '—'}</Table.Td>
                    <Table.Td>{date(code.createdAt)}</Table.Td>
                    <Table.Td>{code.redeemCreator?.username ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => void copy(code.code)}
                          data-testid="redeem-copy"
                        >
                          {t('redeemAdmin.copy')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setAuditCode(code.code)}
                          data-testid="redeem-history"
                        >
                          {t('audit.history')}
                        </Button>
                        {code.status === 'unused' && (
                          <FixCodeControl
                            currentSetId={code.questionSetId}
                            setOptions={paidOptions}
                            saving={fixing.isLoading}
                            onSave={(questionSetId) => void onFix(code, questionSetId)}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </CardTable>
          </Table.ScrollContainer>
        )}
        {(list.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            {...pagerLabels}
            total={Math.ceil((list.data?.total ?? 0) / PAGE_SIZE)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
      <RedeemCodeAuditDrawer code={auditCode} onClose={() => setAuditCode(null)} />
    </Stack>
  );
}
