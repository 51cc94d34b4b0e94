import { consoleLeadPath } from '@sme/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../console-user.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { errorText } from '../console-errors.ts';
import { linkText, outlineButton } from '../console-styles.ts';
import { AdminOnly } from '../users/AdminOnly.tsx';

/** Every console action, newest first. */
function AuditLog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const log = useQuery({ ...trpc.admin.audit.list.queryOptions({ page }), placeholderData: keepPreviousData });
  const retention = useMutation(
    trpc.admin.audit.runRetention.mutationOptions({
      onSuccess: async () => {
        setPage(1);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  const erased = retention.data?.erased;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <button
          type="button"
          className={outlineButton}
          onClick={() => retention.mutate()}
          disabled={retention.isPending}
        >
          Run retention now
        </button>
      </div>
      <p role="status" className={erased === undefined ? undefined : 'mb-4 font-medium'}>
        {erased === undefined
          ? ''
          : `Retention ran: ${erased} ${erased === 1 ? 'lead was' : 'leads were'} erased (past the retention period).`}
      </p>
      {log.isPending && <p>Loading the audit log...</p>}
      {log.isError && <p role="alert">{errorText(log.error)}</p>}
      {log.data && (
        <>
          <ConsoleTable
            label="Audit log table"
            caption="Console actions, newest first"
            columns={['When', 'Who', 'What', 'Lead', 'Subject']}
          >
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200">
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={entry.at}>{entry.when}</time>
                </td>
                <td className={cell}>{entry.who}</td>
                <td className={cell}>{entry.what}</td>
                <td className={cell}>
                  {entry.leadId && (
                    <Link href={consoleLeadPath(entry.leadId)} className={linkText}>
                      Open lead
                    </Link>
                  )}
                </td>
                <td className={cell}>{entry.subject}</td>
              </tr>
            ))}
          </ConsoleTable>
          <nav aria-label="Pages of the audit log" className="mt-4 flex items-center gap-3">
            <button type="button" className={outlineButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {log.data.page} of {log.data.pageCount}
            </span>
            <button
              type="button"
              className={outlineButton}
              disabled={page >= log.data.pageCount}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

export function AuditPage({ user }: { user: ConsoleUser }) {
  return (
    <>
      <PageMeta title="Audit log – Console" />
      <AdminOnly user={user} title="Audit log">
        <AuditLog />
      </AdminOnly>
    </>
  );
}
