import { useId, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { MAX_PROOF_IMAGES, type Withdrawal } from '@site/contract';
import { ApiError } from '../../../../lib/api-client';
import { useConfirmWithdrawal } from '../../api/withdraw';
import { MutationFeedback } from '../mutation-feedback';
import { NestedDialog } from '../money/nested-dialog';
import { readProofs, type ProofImage, type ProofProblem } from './proof-images';

/** docs/product.md §5, §9: a remark of at most 140 characters. */
const MAX_REMARK = 140;
const PROOF_FIELD = /^body\.proofs\.(\d+)$/;

/** The sent proofs' names the platform refused (its fields body.proofs.N), in order. */
function refusedProofs(error: unknown, sentNames: readonly string[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.keys(error.fields ?? {}).flatMap((path) => {
    const index = PROOF_FIELD.exec(path)?.[1];
    const name = index === undefined ? undefined : sentNames[Number(index)];
    return name === undefined ? [] : [name];
  });
}

interface NotReceivedDialogProps {
  /** The PAID withdrawal being disputed; null while closed. */
  withdrawal: Withdrawal | null;
  onClose: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}

/** Reports a PAID withdrawal as not received, with 1 to 3 proof images and a remark. */
export function NotReceivedDialog({ withdrawal, onClose, onDone }: NotReceivedDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <NestedDialog
      open={withdrawal !== null}
      onClose={onClose}
      title={t('records.not_received_title')}
      initialFocus="first-field"
    >
      {withdrawal ? <NotReceivedForm withdrawal={withdrawal} onDone={onDone} /> : null}
    </NestedDialog>
  );
}

function NotReceivedForm({
  withdrawal,
  onDone,
}: Pick<NotReceivedDialogProps, 'onDone'> & { withdrawal: Withdrawal }) {
  const { t } = useTranslation('payments');
  const confirm = useConfirmWithdrawal();
  const [proofs, setProofs] = useState<ProofImage[]>([]);
  const [problems, setProblems] = useState<ProofProblem[]>([]);
  const [missing, setMissing] = useState(false);
  const [remark, setRemark] = useState('');
  // The names of the proofs as last sent: the platform's refusals point at them by position.
  const [sentNames, setSentNames] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const hintId = useId();
  const problemId = useId();
  const remarkId = useId();
  const countId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Lets the same file be chosen again after removing it.
    input.value = '';
    if (files.length === 0) return;
    const read = await readProofs(files, proofs.length);
    // The list changed: a refusal of the last sent set no longer says which file is which.
    confirm.reset();
    setProofs((current) => [...current, ...read.accepted].slice(0, MAX_PROOF_IMAGES));
    setProblems(read.problems);
    if (read.accepted.length > 0) setMissing(false);
  }

  // Full: the picker stays shut and says why. The input is not disabled, which would drop the
  // focus of whoever just chose the last image.
  function refuseWhenFull(event: MouseEvent<HTMLInputElement>) {
    if (proofs.length < MAX_PROOF_IMAGES) return;
    event.preventDefault();
    setProblems([{ kind: 'too_many' }]);
  }

  function remove(index: number) {
    setProofs((current) => current.filter((_, i) => i !== index));
    setProblems([]);
    confirm.reset();
    // Its button goes with it: the focus moves on to adding another rather than to the page.
    fileInput.current?.focus();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (proofs.length === 0) {
      setMissing(true);
      return;
    }
    const text = remark.trim();
    setSentNames(proofs.map((proof) => proof.name));
    confirm.mutate(
      {
        id: withdrawal.id,
        body: {
          received: false,
          ...(text ? { remark: text } : {}),
          proofs: proofs.map(({ contentType, data }) => ({ contentType, data })),
        },
      },
      { onSuccess: onDone },
    );
  }

  const problemText = (problem: ProofProblem) =>
    problem.kind === 'too_many'
      ? t('records.proof_too_many', { max: MAX_PROOF_IMAGES })
      : t(`records.proof_${problem.kind}`, { name: problem.name });
  const refused = refusedProofs(confirm.error, sentNames);
  // Answered already, by another tab's report or receipt: this report's evidence went nowhere.
  const tooLate =
    confirm.error instanceof ApiError && confirm.error.code === 'order.already.decided';
  const messages = [
    ...(missing ? [t('records.proofs_required')] : []),
    ...problems.map(problemText),
    ...refused.map((name) => t('records.proof_not_image', { name })),
  ];

  return (
    <form className="mc-form money-form" noValidate onSubmit={send}>
      <p id={hintId} className="mc-section__text">
        {t('records.not_received_intro')}
      </p>
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          {t('records.proofs_add')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          ref={fileInput}
          id={fileId}
          className="money-file"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-disabled={proofs.length >= MAX_PROOF_IMAGES || undefined}
          aria-required
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? `${hintId} ${problemId}` : hintId}
          onClick={refuseWhenFull}
          onChange={(event) => void choose(event)}
        />
        {messages.length > 0 ? (
          <div id={problemId} className="field__error" role="alert">
            {messages.map((message, index) => (
              // Two files may share a name, so their messages may be the same text.
              <p key={`${index}:${message}`} className="field__error">
                {message}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {proofs.length > 0 ? (
        <ul className="money-proofs" aria-label={t('records.proofs')}>
          {proofs.map((proof, index) => (
            <li key={`${proof.name}-${index}`} className="money-proof">
              <img src={proof.dataUrl} alt={t('records.proof_n', { n: index + 1 })} />
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('records.proof_remove', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor={remarkId} className="field__label">
          {t('records.remark')}
        </label>
        <textarea
          id={remarkId}
          className="money-textarea"
          maxLength={MAX_REMARK}
          aria-describedby={countId}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
        <p id={countId} className="field__hint">
          {t('records.remark_count', { length: remark.length, max: MAX_REMARK })}
        </p>
      </div>
      <button type="submit" className="button" disabled={confirm.isPending}>
        {confirm.isPending ? t('sending') : t('records.send_report')}
      </button>
      {/* A refusal of named proofs is said beside the file picker, not twice. */}
      <MutationFeedback
        error={refused.length > 0 ? null : confirm.error}
        errorText={tooLate ? t('records.report_too_late') : null}
        success={null}
      />
    </form>
  );
}
