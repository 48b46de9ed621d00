import { useEffect, useRef } from 'react';
import { TitledCard } from '../../../components/ui/titled-card';

/** The text file "Download" saves. */
const recoveryCodesText = (codes: string[], brand = 'Client Portal') =>
  [
    `${brand}: two-factor sign-in recovery codes`,
    '',
    'Each code signs you in once, in place of a code from your authenticator app.',
    'Keep them somewhere safe. Making new codes stops these from working.',
    '',
    ...codes,
    '',
  ].join('\n');

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that asked for them: move the focus to them, so a screen reader reads them next.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <TitledCard
      headingId="recovery-codes-heading"
      title="Your recovery codes"
      className="mb-3"
      headingProps={{ tabIndex: -1, ref: headingRef }}
    >
      <div className="alert alert-warning">
        These codes are shown only this once. Download them or write them down, and keep them somewhere safe: each one
        signs you in once if you lose your phone.
      </div>
      <ol className="list-unstyled row row-cols-2 g-2 font-monospace mb-3" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => download('recovery-codes.txt', recoveryCodesText(codes))}
        >
          Download
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          I have saved my codes
        </button>
      </div>
    </TitledCard>
  );
}
