import type { QuestionnaireQuestion, SimiAnalysis } from '../../../../common/contracts/questionnaire';
import { questionnaireEndpoints } from '../../../../common/contracts/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, PauseCircle, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogContent, Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { invalidatePrefix } from '../../../lib/queries';
import { SIMI_KEY_PREFIX } from '../api/simi.queries';
import { SimiResults } from './simi-results';

type Role = 'learner' | 'tutor';
type View =
  | { kind: 'loading' }
  | {
      kind: 'question';
      question: QuestionnaireQuestion;
      current: number;
      total: number;
      isLast: boolean;
      progress: number;
    }
  | { kind: 'paused'; progress: number }
  | { kind: 'complete'; results: SimiAnalysis | null };

/** The question view of a start, resume or answer response that carries a next question. */
const questionView = (
  data: { currentQuestion: number; totalQuestions: number; isLastQuestion: boolean; progress: number },
  question: QuestionnaireQuestion,
): View => ({
  kind: 'question',
  question,
  current: data.currentQuestion,
  total: data.totalQuestions,
  isLast: data.isLastQuestion,
  progress: data.progress,
});

/** SPEC.md 9: the confidence slider starts at 8, a scale at 5, both out of 10. */
const CONFIDENCE_DEFAULT = 8;
const SCALE_DEFAULT = 5;

/**
 * Simi's questionnaire panel (SPEC.md 2.8): loading, question, paused and completion views over the
 * questionnaire calls of SPEC.md 7.2. Closing mid-way keeps the place on the server: asking Simi about
 * the same skill again continues where it stopped.
 */
export function SimiModal({
  open,
  onOpenChange,
  role,
  skillContext,
  skillLabel = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
  /** What the start call is told (a catalogue id when the words named a skill). */
  skillContext: string;
  /** The skill as the learner wrote it, for the header. */
  skillLabel?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setView({ kind: 'loading' });
    const start =
      role === 'learner' ? questionnaireEndpoints.learnerStart : questionnaireEndpoints.tutorStart;
    api(start, { skillContext, initialAnalysis: {} })
      .then(({ data }) => {
        if (!live) return;
        setSessionId(data.sessionId);
        if (data.question) setView(questionView(data, data.question));
        else setView({ kind: 'complete', results: null });
      })
      .catch(() => {
        if (!live) return;
        toast({
          title: t('simi.toast.errorTitle'),
          description: t('simi.toast.startFailed'),
          variant: 'destructive',
        });
        onOpenChange(false);
      });
    return () => {
      live = false;
    };
  }, [open, role, skillContext, t, onOpenChange]);

  const answer = async (response: unknown, confidence: number) => {
    if (!sessionId || view.kind !== 'question') return;
    setSubmitting(true);
    try {
      const { data } = await api(questionnaireEndpoints.respond, {
        sessionId,
        questionId: view.question.id,
        response: response as string,
        confidence,
      });
      if (data.status === 'completed') {
        toast({ title: t('simi.modal.completeTitle') });
        const results = data.analysisResults;
        if (results && results.role === 'learner')
          toast({
            title: t('simi.toast.matchesTitle'),
            description: t(
              results.matches.length > 0 ? 'simi.toast.matchesText' : 'simi.toast.noMatchesText',
              {
                skill: results.skillName,
              },
            ),
          });
        setView({ kind: 'complete', results });
        void invalidatePrefix(queryClient, SIMI_KEY_PREFIX);
      } else if (data.question) {
        setView(questionView(data, data.question));
      }
    } catch {
      toast({
        title: t('simi.toast.errorTitle'),
        description: t('simi.toast.submitFailed'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const pause = async () => {
    if (!sessionId) return;
    try {
      const { data } = await api(questionnaireEndpoints.pause, {}, { params: { sessionId } });
      setView({ kind: 'paused', progress: data.progress });
      toast({ title: t('simi.toast.pausedTitle'), description: t('simi.toast.pausedText') });
    } catch (e) {
      // SPEC.md 4: pause and resume failures are only logged.
      console.warn('pause failed', e);
    }
  };

  const resume = async () => {
    if (!sessionId) return;
    try {
      const { data } = await api(questionnaireEndpoints.resume, {}, { params: { sessionId } });
      if (data.question) setView(questionView(data, data.question));
      toast({ title: t('simi.toast.resumedTitle'), description: t('simi.toast.resumedText') });
    } catch (e) {
      console.warn('resume failed', e);
    }
  };

  const title =
    view.kind === 'complete'
      ? t('simi.modal.completeTitle')
      : view.kind === 'paused'
        ? t('simi.modal.pausedTitle')
        : t('simi.modal.title');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="sm:max-w-xl" data-testid="simi-modal">
        {view.kind === 'loading' ? (
          <div className="py-8 text-center" role="status">
            <Sparkles aria-hidden="true" className="mx-auto size-10 animate-pulse text-indigo-600" />
            <p className="mt-3 font-semibold text-slate-900">{t('simi.modal.loadingTitle')}</p>
            <p className="mt-1 text-sm text-slate-700">
              {role === 'tutor' ? t('simi.modal.loadingTutor') : t('simi.modal.loadingStudent')}
            </p>
          </div>
        ) : null}
        {view.kind === 'question' ? (
          <QuestionView
            key={view.question.id}
            view={view}
            skillLabel={skillLabel}
            submitting={submitting}
            onAnswer={answer}
            onPause={pause}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
        {view.kind === 'paused' ? (
          <div className="py-4 text-center" data-testid="simi-paused">
            <PauseCircle aria-hidden="true" className="mx-auto size-10 text-indigo-600" />
            <p className="mt-3 text-slate-800">
              {t('simi.modal.pausedProgress', { percent: view.progress })}
            </p>
            <div className="mt-5 flex justify-center gap-3">
              <Button onClick={resume}>{t('simi.modal.resume')}</Button>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('simi.modal.close')}
              </Button>
            </div>
          </div>
        ) : null}
        {view.kind === 'complete' ? (
          <div data-testid="simi-complete">
            <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
              <p className="text-emerald-900">{t('simi.modal.completeText')}</p>
            </div>
            {view.results ? <SimiResults results={view.results} /> : null}
            <div className="mt-5 flex justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('simi.modal.close')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function QuestionView({
  view,
  skillLabel,
  submitting,
  onAnswer,
  onPause,
  onClose,
}: {
  view: Extract<View, { kind: 'question' }>;
  skillLabel: string;
  submitting: boolean;
  onAnswer: (response: unknown, confidence: number) => void;
  onPause: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = view.question;
  const [single, setSingle] = useState<string | null>(null);
  const [multi, setMulti] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [scale, setScale] = useState(SCALE_DEFAULT);
  const [bool, setBool] = useState<boolean | null>(null);
  const [confidence, setConfidence] = useState(CONFIDENCE_DEFAULT);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { confidence: useId(), scale: useId(), text: useId(), hint: useId() };
  // Each new question takes the focus, so a screen reader reads it and the keyboard starts there.
  useEffect(() => heading.current?.focus(), []);

  const response =
    q.inputType === 'multiple_choice'
      ? single
      : q.inputType === 'multi_select'
        ? multi
        : q.inputType === 'text'
          ? text.trim()
          : q.inputType === 'scale'
            ? scale
            : bool;
  const answered =
    q.inputType === 'multi_select'
      ? multi.length > 0
      : q.inputType === 'text'
        ? text.trim() !== ''
        : response !== null;
  const submit = () => {
    if (q.required && !answered) {
      toast({ title: t('simi.toast.requiredTitle'), description: t('simi.toast.requiredText') });
      return;
    }
    onAnswer(response ?? (q.inputType === 'multi_select' ? [] : ''), confidence);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="simi-question"
      data-question={q.id}
    >
      <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
        <span>
          {t('simi.modal.questionOf', { n: view.current + 1, total: view.total })}
          {skillLabel ? <span className="text-slate-600"> · {skillLabel}</span> : null}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onPause}>
            {t('simi.modal.pause')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('simi.modal.close')}
          </Button>
        </div>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('simi.modal.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress}
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-all"
          style={{ width: `${view.progress}%` }}
        />
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-2">
        {q.required ? <Badge tone="amber">{t('simi.modal.required')}</Badge> : null}
        <Badge tone="indigo">{t('simi.modal.weight', { n: q.weight })}</Badge>
      </div>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {q.question}
      </h3>
      <p id={ids.hint} className="mt-1 text-sm text-slate-700">
        {q.context}
      </p>

      <div className="mt-4">
        {q.inputType === 'multiple_choice' || q.inputType === 'multi_select' || q.inputType === 'boolean' ? (
          <fieldset aria-describedby={ids.hint}>
            <legend className="sr-only">{q.question}</legend>
            <div className={q.options.length > 6 ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'grid gap-2'}>
              {(q.inputType === 'boolean'
                ? [
                    { value: 'true', label: t('simi.modal.yes') },
                    { value: 'false', label: t('simi.modal.no') },
                  ]
                : q.options
              ).map((o) => {
                const checked =
                  q.inputType === 'multi_select'
                    ? multi.includes(o.value)
                    : q.inputType === 'boolean'
                      ? bool === (o.value === 'true')
                      : single === o.value;
                return (
                  <label
                    key={o.value}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                      checked
                        ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                        : 'border-slate-300 text-slate-900'
                    } focus-within:outline-2 focus-within:outline-indigo-600`}
                  >
                    <input
                      type={q.inputType === 'multi_select' ? 'checkbox' : 'radio'}
                      name={q.id}
                      value={o.value}
                      checked={checked}
                      className="size-4 accent-indigo-600"
                      onChange={(e) => {
                        if (q.inputType === 'multi_select')
                          setMulti((m) =>
                            e.target.checked ? [...m, o.value] : m.filter((v) => v !== o.value),
                          );
                        else if (q.inputType === 'boolean') setBool(o.value === 'true');
                        else setSingle(o.value);
                      }}
                    />
                    {o.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        {q.inputType === 'text' ? (
          <>
            <label htmlFor={ids.text} className="sr-only">
              {q.question}
            </label>
            <Textarea
              id={ids.text}
              value={text}
              maxLength={2000}
              rows={4}
              placeholder={t('simi.modal.textPlaceholder')}
              aria-describedby={ids.hint}
              onChange={(e) => setText(e.target.value)}
            />
          </>
        ) : null}
        {q.inputType === 'scale' ? (
          <Slider
            id={ids.scale}
            label={q.question}
            value={scale}
            onChange={setScale}
            low={t('simi.modal.scaleLow')}
            high={t('simi.modal.scaleHigh')}
          />
        ) : null}
      </div>

      <div className="mt-5 rounded-lg bg-slate-50 p-3">
        <Slider
          id={ids.confidence}
          label={t('simi.modal.confidence')}
          visibleLabel
          value={confidence}
          onChange={setConfidence}
          low={t('simi.modal.confidenceLow')}
          high={t('simi.modal.confidenceHigh')}
        />
      </div>

      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={submitting || (q.required && !answered)}>
          {submitting ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t('simi.modal.analyzing')}
            </>
          ) : view.isLast ? (
            t('simi.modal.complete')
          ) : (
            t('simi.modal.next')
          )}
        </Button>
      </div>
    </form>
  );
}

function Slider({
  id,
  label,
  visibleLabel = false,
  value,
  onChange,
  low,
  high,
}: {
  id: string;
  label: string;
  visibleLabel?: boolean;
  value: number;
  onChange: (n: number) => void;
  low: string;
  high: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium text-slate-900' : 'sr-only'}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={1}
          max={10}
          step={1}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className="h-11 flex-1 accent-indigo-600"
        />
        <output htmlFor={id} className="w-6 text-right font-semibold text-slate-900">
          {value}
        </output>
      </div>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  );
}
