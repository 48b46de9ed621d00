import type { AgencyReport } from '@client-portal/contract';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';
import { useChangeReportState } from '../api/complete-report';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** What Complete and Reopen ask before they act. */
const QUESTIONS = {
  complete: {
    question: 'Complete this report? Its clients are emailed it, with the PDF, and see it in full.',
    confirmLabel: 'Yes, complete',
    pendingLabel: 'Completing',
  },
  reopen: {
    question: 'Reopen this report? The client sees “not fully completed” until it is completed again.',
    confirmLabel: 'Yes, reopen',
    pendingLabel: 'Reopening',
  },
} as const;

const SAVE_FIRST = 'Save your changes before completing the report.';
const CONFIRM_FIRST =
  'Confirm the offsite backup and the visual site check under “Done this month”, and save, before completing the report.';

/**
 * "Complete" (its clients are emailed it and see it from then on) or, on a completed report, "Reopen": each after a
 * question. Complete first asks for unsaved changes to be saved and for the backup and visual check to be confirmed.
 */
export function ReportActions({ report, hasUnsavedChanges }: { report: AgencyReport; hasUnsavedChanges: boolean }) {
  const mutation = useChangeReportState(report.siteCareReportGuid);
  // The question asked before Complete or Reopen, if any.
  const [asking, setAsking] = useState<'complete' | 'reopen'>();
  const [notice, setNotice] = useState<Notice>();
  const isCompleted = report.completedDateTime !== null;

  const run = (step: 'complete' | 'reopen') => {
    setNotice(undefined);
    mutation.mutate(step, {
      onSuccess: () => {
        setAsking(undefined);
        setNotice({
          kind: 'success',
          message: step === 'complete' ? 'Report completed: the client can see it.' : 'Report reopened as a draft.',
        });
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  const onComplete = () => {
    if (hasUnsavedChanges) setNotice({ kind: 'problem', message: SAVE_FIRST });
    else if (!report.offsiteBackupConfirmed || !report.visualCheckConfirmed) {
      setNotice({ kind: 'problem', message: CONFIRM_FIRST });
    } else {
      setNotice(undefined);
      setAsking('complete');
    }
  };

  return (
    <div className="mb-3">
      {asking ? (
        <ConfirmAction
          {...QUESTIONS[asking]}
          variant="warning"
          isPending={mutation.isPending}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(undefined)}
        />
      ) : isCompleted ? (
        <button type="button" className="btn btn-outline-warning" onClick={() => setAsking('reopen')}>
          Reopen
        </button>
      ) : (
        <button type="button" className="btn btn-success" disabled={mutation.isPending} onClick={onComplete}>
          {mutation.isPending && <Spinner label="Completing" />} Complete
        </button>
      )}
      <div role="status">
        {notice?.kind === 'success' && <p className="text-success small mt-2 mb-0">{notice.message}</p>}
      </div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {notice.message}
        </div>
      )}
    </div>
  );
}
