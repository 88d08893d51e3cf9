import { Button, Code, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantSetTitle, useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { errorCode } from '../../../../shared/api/api-error';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import { CardTable } from '../../../../shared/ui/CardTable';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import { usePagerLabels } from '../../components/use-pager-labels';
import { adminFailure, adminFailureText } from '../admin-error';
import { useDeleteRedeemCodeMutation, useGenerateRedeemCodesMutation, useListRedeemCodesQuery } from '../api';
import { copyText } from '../copy-text';
import {
  PAGE_VALIDITY_DEFAULT_DAYS,
  PAGE_VALIDITY_MAX_DAYS,
  pageGenerationProblem,
  pageTextOfServerCode,
  whole,
} from '../generation-rules';
import { paidSetOptions } from '../paid-sets';
import type { AdminRedeemCode, GeneratedCode } from '../types';
import { CodeStatusBadge } from './CodeStatusBadge';
import { CodesExport, useExportedCode, useFilteredCodes } from './CodesExport';
import { GenerateCodesForm, type GenerateRequest } from './GenerateCodesForm';

/** Rows per page of the all-codes table. */
const PAGE_SIZE = 50;

/** Admin spec §2 standalone /admin/redeem-codes: generate (paid sets only), the new codes, all codes. */
export function RedeemCodesStandalone() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const sets = useGetQuestionSetsQuery();
  const [page, setPage] = useState(1);
  // `live`: a deleted code leaves the table and the total (the tab's 削除済み filter still lists it).
  const list = useListRedeemCodesQuery({ status: 'live', questionSetId: 'all', page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  // Deleting the last code of the last page: go back to the page that still has codes.
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);
  const [generate, generating] = useGenerateRedeemCodesMutation();
  const [deleteCode, deleting] = useDeleteRedeemCodeMutation();
  const [fresh, setFresh] = useState<GeneratedCode[]>([]);
  const [toDelete, setToDelete] = useState<AdminRedeemCode | null>(null);
  const exported = useExportedCode();
  const loadAll = useFilteredCodes('live', 'all');
  const titleOf = (setId: string) => sets.data?.find((set) => set.id === setId)?.title ?? setId;

  const onGenerate = async (request: GenerateRequest) => {
    try {
      const codes = await generate({
        questionSetId: request.questionSetId,
        validityDays: whole(request.validityDays),
        quantity: whole(request.quantity),
      }).unwrap();
      setFresh(codes);
      toast.success(t('redeemAdmin.page.generated', { count: codes.length }), {
        id: 'redeem-page-generated',
      });
    } catch (error) {
      const known = pageTextOfServerCode(errorCode(error));
      toast.error(
        known ? t(known) : adminFailureText(adminFailure(error, 'redeemAdmin.page.generateFailed'), t),
        { id: 'redeem-page-generate-failed' },
      );
    }
  };

  const copy = async (code: string) => {
    if (await copyText(code))
      toast.success(t('redeemAdmin.copied'), { id: 'redeem-page-copied', autoClose: 1500 });
    else toast.error(t('redeemAdmin.page.copyFailed'), { id: 'redeem-page-copy-failed' });
  };

  const confirmDelete = async () => {
    const code = toDelete;
    if (!code) return;
    try {
      await deleteCode(code.id).unwrap();
      toast.success(t('redeemAdmin.page.deleted'), { id: 'redeem-page-deleted' });
      setToDelete(null);
    } catch (error) {
      toast.error(adminFailureText(adminFailure(error, 'redeemAdmin.page.deleteFailed'), t), {
        id: 'redeem-page-delete-failed',
      });
    }
  };

  return (
    <Stack gap="lg" data-testid="redeem-standalone">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>{t('redeemAdmin.page.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('redeemAdmin.page.paidOnly')}
          </Text>
          <GenerateCodesForm
            setOptions={paidSetOptions(sets.data)}
            defaultValidityDays={PAGE_VALIDITY_DEFAULT_DAYS}
            maxValidityDays={PAGE_VALIDITY_MAX_DAYS}
            generating={generating.isLoading}
            check={pageGenerationProblem}
            onRefused={(problem) => toast.error(t(problem.key), { id: 'redeem-page-invalid' })}
            onGenerate={(request) => void onGenerate(request)}
          />
        </Stack>
      </Paper>

      {fresh.length > 0 && (
        <Paper withBorder p="md" data-testid="redeem-fresh">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={5}>{t('redeemAdmin.page.newCodes')}</Title>
              <CodesExport
                load={async () =>
                  fresh.map((code) => exported.ofGenerated(code, titleOf(code.questionSetId)))
                }
                onMessage={(text) => toast.info(text)}
                testIdPrefix="redeem-fresh"
              />
            </Group>
            {fresh.map((code) => (
              <Group key={code.id} gap="xs" data-testid="redeem-fresh-code" data-code={code.code}>
                <Code>{code.code}</Code>
                <Text size="sm">{titleOf(code.questionSetId)}</Text>
                <Text size="sm" c="dimmed">
                  {code.validityDays}
                </Text>
                <Button size="compact-xs" variant="default" onClick={() => void copy(code.code)}>
                  {t('redeemAdmin.copy')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('redeemAdmin.page.allCodes')}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="redeem-standalone-total">
              {t('redeemAdmin.total', { count: list.data?.total ?? 0 })}
            </Text>
            <CodesExport
              load={loadAll}
              onMessage={(text) => toast.info(text)}
              testIdPrefix="redeem-standalone"
            />
          </Group>
        </Group>
        {list.isLoading ? (
          <Loader size="sm" />
        ) : list.isError && !list.data ? (
          <Text c="red">{t('redeemAdmin.page.loadFailed')}</Text>
        ) : (list.data?.list.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('redeemAdmin.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={800}>
            {/* nowrap: cells keep their width and the container scrolls instead of squeezing headers */}
            <CardTable striped style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('redeemAdmin.columns.code')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.set')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.validity')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.status')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.usedBy')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('redeemAdmin.columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.list.map((code) => (
                  <Table.Tr key={code.id} data-testid="redeem-standalone-row" data-code={code.code}>
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
                    <Table.Td>{code.redeemUser?.username ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(code.createdAt, currentLanguage())}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="default" onClick={() => void copy(code.code)}>
                          {t('redeemAdmin.copy')}
                        </Button>
                        {code.status === 'unused' && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="light"
                            onClick={() => setToDelete(code)}
                            data-testid="redeem-delete"
                          >
                            {t('redeemAdmin.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </CardTable>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination
            {...pagerLabels}
            total={pages}
            value={page}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            data-testid="redeem-standalone-pager"
          />
        )}
      </Stack>
      <ConfirmModal
        message={toDelete ? t('redeemAdmin.deleteConfirm', { code: toDelete.code }) : null}
        color="red"
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
