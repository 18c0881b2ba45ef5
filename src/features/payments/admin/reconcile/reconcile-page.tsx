import { useMemo, useState } from 'react';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Page } from '@/ui/page';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import type { PendingTransfer } from '@contracts/entities/payments';
import { reconcileMessages as msg } from './reconcile-messages';
import { guessMapping, rememberMapping, rememberedMapping, type ColumnMapping, type MappingDraft } from './column-mapping';
import { initialChoices, confirmPlan, type Choices } from './confirm-plan';
import { GroupsStep } from './groups-step';
import { MappingStep } from './mapping-step';
import { matchStatement } from './match-transfers';
import { readStatementFile } from './read-statement-file';
import { RunProgress, RunSummary } from './run-summary';
import { statementLines } from './statement-lines';
import { StatementPicker } from './statement-picker';
import type { StatementTable } from './statement-table';
import { useReconcileConfirm, type ConfirmOutcome } from './use-reconcile-confirm';
import * as s from './reconcile.css';

type Statement = { name: string; table: StatementTable };
type Step =
  | { kind: 'choose'; error: string | null }
  | { kind: 'mapping'; statement: Statement; draft: MappingDraft }
  | { kind: 'groups'; statement: Statement; mapping: ColumnMapping }
  | { kind: 'done'; outcomes: ConfirmOutcome[] };

/**
 * Issue 22, beyond SPEC (docs/decisions/0051): the admin reconciles the pending transfers with
 * the bank's statement. The CSV is read in the browser, its credits are matched to
 * GET /payments/transfer/pending, and the admin's choices are confirmed one by one through the
 * existing PATCH /payments/transfer/{id}/confirm, each with a note naming its line.
 */
export default function ReconcilePage({ title }: { title: string }) {
  const pending = useEndpointQuery(paymentsEndpoints.listPendingTransfers);
  return (
    <Page title={title} className={s.page}>
      <div>
        <ButtonLink href={appHref(href('pendingTransfers'))} variant="secondary">
          Volver a transferencias a confirmar
        </ButtonLink>
      </div>
      <QueryView query={pending} loadingLabel="Cargando las transferencias pendientes…" errorMessage={msg.loadTransfersError} errorClassName={s.stack}>
        {(transfers) => <Reconcile pending={transfers} />}
      </QueryView>
    </Page>
  );
}

function Reconcile({ pending }: { pending: readonly PendingTransfer[] }) {
  const [step, setStep] = useState<Step>({ kind: 'choose', error: null });
  const { run, progress } = useReconcileConfirm();
  // The summary stays on screen after the run refreshed the list to empty.
  if (pending.length === 0 && step.kind !== 'done' && !progress) {
    return (
      <Panel title="No hay transferencias a confirmar">
        <p>Cuando los equipos informen transferencias, vas a poder conciliarlas con el extracto desde acá.</p>
      </Panel>
    );
  }
  if (progress) return <RunProgress progress={progress} />;

  const choose = (error: string | null = null) => setStep({ kind: 'choose', error });
  const open = async (file: File) => {
    const read = await readStatementFile(file);
    if (!read.ok) return choose(read.message);
    const statement = { name: read.name, table: read.table };
    const remembered = rememberedMapping(read.table.headers);
    setStep(remembered ? { kind: 'groups', statement, mapping: remembered } : { kind: 'mapping', statement, draft: guessMapping(read.table.headers) });
  };

  switch (step.kind) {
    case 'choose':
      return <StatementPicker onFile={(file) => void open(file)} error={step.error} />;
    case 'mapping':
      return (
        <MappingStep
          fileName={step.statement.name}
          table={step.statement.table}
          initial={step.draft}
          onOtherFile={() => choose()}
          onDone={(mapping) => {
            rememberMapping(step.statement.table.headers, mapping);
            setStep({ kind: 'groups', statement: step.statement, mapping });
          }}
        />
      );
    case 'groups':
      return (
        <Matching
          key={`${step.statement.name}:${JSON.stringify(step.mapping)}`}
          statement={step.statement}
          mapping={step.mapping}
          pending={pending}
          onOtherFile={() => choose()}
          onChangeColumns={() => setStep({ kind: 'mapping', statement: step.statement, draft: step.mapping })}
          onConfirm={async (plan) => {
            const outcomes = await run(plan);
            if (outcomes) setStep({ kind: 'done', outcomes });
          }}
        />
      );
    case 'done':
      return <RunSummary outcomes={step.outcomes} stillWaiting={pending.length} onAnother={() => choose()} />;
  }
}

type MatchingProps = {
  statement: Statement;
  mapping: ColumnMapping;
  pending: readonly PendingTransfer[];
  onOtherFile: () => void;
  onChangeColumns: () => void;
  onConfirm: (plan: ReturnType<typeof confirmPlan>) => Promise<void>;
};

/** The groups of one statement under one mapping, and the admin's choices on them. */
function Matching({ statement, mapping, pending, onOtherFile, onChangeColumns, onConfirm }: MatchingProps) {
  const lines = useMemo(() => statementLines(statement.table, mapping), [statement, mapping]);
  const groups = useMemo(() => matchStatement(lines.credits, pending), [lines, pending]);
  const [choices, setChoices] = useState<Choices>(() => initialChoices(groups));
  return (
    <GroupsStep
      groups={groups}
      lines={lines}
      choices={choices}
      onChoose={(line, transferId) =>
        setChoices((current) => {
          const next = new Map(current);
          if (transferId === null) next.delete(line);
          else next.set(line, transferId);
          return next;
        })
      }
      onChangeColumns={onChangeColumns}
      onOtherFile={onOtherFile}
      onConfirm={() => void onConfirm(confirmPlan(groups, choices))}
    />
  );
}
