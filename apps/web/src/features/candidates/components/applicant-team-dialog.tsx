import {
  APPLICATION_STATUS_LABELS,
  ApplicationNoteInput,
  SKILL_RATING_MAX,
  SKILL_RATING_MIN,
  type ApplicationStatus,
  type JobApplicationAnswer,
} from '@tandem/contract';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/dates';
import { useAddNote, useEvents, useNotes, useRateSkill, useRatings } from '../api/applicant-team';
import { CANDIDATE_MESSAGES } from '../lib/messages';

const RATINGS = Array.from({ length: SKILL_RATING_MAX - SKILL_RATING_MIN + 1 }, (_, index) => SKILL_RATING_MIN + index);

const stageLabel = (stage: string | null): string =>
  stage === 'withdrawn' ? 'Withdrawn' : stage ? (APPLICATION_STATUS_LABELS[stage as ApplicationStatus] ?? stage) : '';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-slate-600">
      {formatDate(at)} {formatTime(at)}
    </time>
  );
}

/** A section's loading, error and content, each said in words. */
function Loaded({ query, label, children }: { query: { isPending: boolean; isError: boolean }; label: string; children: () => ReactNode }) {
  if (query.isPending) return <Spinner size="sm" label={`Loading ${label}`} />;
  if (query.isError) return <FormAlert>{CANDIDATE_MESSAGES.teamFailed(label)}</FormAlert>;
  return <>{children()}</>;
}

function Ratings({ applicationId, name }: { applicationId: number; name: string }) {
  const ratings = useRatings(applicationId, true);
  const rate = useRateSkill(applicationId);
  const toast = useToast();
  // The choice is this component's state, set in the change event itself, so a radio is checked the moment it is
  // chosen (the mutation's pending state reaches React a tick later, and a controlled radio would flip back between);
  // the server's answer then confirms it, or an error puts the stored rating back.
  const [chosen, setChosen] = useState<{ skill: string; rating: number } | null>(null);
  return (
    <Loaded query={ratings} label="ratings">
      {() =>
        ratings.data?.results.length ? (
          <ul className="space-y-3">
            {ratings.data.results.map((row) => (
              <li key={row.skill}>
                <fieldset>
                  <legend className="text-sm font-medium text-slate-900">
                    {row.skill}
                    <span className="sr-only"> for {name}</span>
                  </legend>
                  <div className="mt-1 flex flex-wrap items-center gap-3">
                    {RATINGS.map((value) => (
                      <label key={value} className="flex items-center gap-1 text-sm text-slate-800">
                        <input
                          type="radio"
                          name={`rating-${applicationId}-${row.skill}`}
                          value={value}
                          className="size-4 accent-brand-700"
                          checked={(chosen?.skill === row.skill ? chosen.rating : row.mine) === value}
                          disabled={rate.isPending}
                          onChange={() => {
                            setChosen({ skill: row.skill, rating: value });
                            rate.mutate(
                              { skill: row.skill, rating: value },
                              {
                                onError: () => {
                                  setChosen(null);
                                  toast.error(CANDIDATE_MESSAGES.rateFailed);
                                },
                              },
                            );
                          }}
                        />
                        {value}
                      </label>
                    ))}
                    <span className="text-xs text-slate-600">
                      {row.average === null ? 'Not rated by the team yet' : `Team average ${row.average} (${row.count} ${row.count === 1 ? 'rating' : 'ratings'})`}
                    </span>
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{CANDIDATE_MESSAGES.noSkillsToRate}</p>
        )
      }
    </Loaded>
  );
}

function Notes({ applicationId }: { applicationId: number }) {
  const notes = useNotes(applicationId, true);
  const add = useAddNote(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  return (
    <div className="space-y-3">
      <Loaded query={notes} label="notes">
        {() =>
          notes.data?.length ? (
            <ol className="space-y-2">
              {notes.data.map((note) => (
                <li key={note.id} className="rounded-md bg-slate-50 p-2">
                  <p className="text-sm whitespace-pre-line text-slate-900">{note.body}</p>
                  <p className="mt-1 text-xs text-slate-700">
                    {note.author} · <When at={note.created_at} />
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-700">{CANDIDATE_MESSAGES.noNotes}</p>
          )
        }
      </Loaded>
      <form
        className="space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ApplicationNoteInput.safeParse({ body });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          add.mutate(parsed.data, {
            onSuccess: () => setBody(''),
            onError: (failure) => setError(isApiError(failure) ? (failure.fieldErrors.body?.[0] ?? CANDIDATE_MESSAGES.noteFailed) : CANDIDATE_MESSAGES.noteFailed),
          });
        }}
      >
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
          Add a note
        </label>
        <Textarea
          id={fieldId}
          rows={3}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
            {CANDIDATE_MESSAGES.notesPrivate}
          </p>
        )}
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add note
        </Button>
      </form>
    </div>
  );
}

function History({ applicationId }: { applicationId: number }) {
  const events = useEvents(applicationId, true);
  return (
    <Loaded query={events} label="history">
      {() =>
        events.data?.length ? (
          <ol className="space-y-1.5">
            {events.data.map((event) => (
              <li key={event.id} className="text-sm text-slate-800">
                {event.from === null ? `${stageLabel(event.to)}` : `${stageLabel(event.from)} → ${stageLabel(event.to)}`}
                <span className="text-slate-700"> by {event.by}</span> · <When at={event.at} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">{CANDIDATE_MESSAGES.noHistory}</p>
        )
      }
    </Loaded>
  );
}

/**
 * 'Notes and history' of an applicant: the team's ratings per required skill, its notes, and who moved the applicant
 * when. Read only when opened; the server answers them to the job's company's members only. Loaded after the screen
 * (applicant-team-button.tsx).
 */
export function ApplicantTeamDialog({ application, open, onOpenChange }: { application: JobApplicationAnswer; open: boolean; onOpenChange: (open: boolean) => void }) {
  const name = application.candidate.name;
  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={`${name}: notes and history`} description={CANDIDATE_MESSAGES.notesPrivate} size="lg">
        {open && (
          <div className="space-y-6">
            <section aria-labelledby={`ratings-${application.id}`}>
              <h3 id={`ratings-${application.id}`} className="mb-2 text-sm font-semibold text-slate-900">
                Ratings (your own, 1 to 5)
              </h3>
              <Ratings applicationId={application.id} name={name} />
            </section>
            <section aria-labelledby={`notes-${application.id}`}>
              <h3 id={`notes-${application.id}`} className="mb-2 text-sm font-semibold text-slate-900">
                Notes
              </h3>
              <Notes applicationId={application.id} />
            </section>
            <section aria-labelledby={`history-${application.id}`}>
              <h3 id={`history-${application.id}`} className="mb-2 text-sm font-semibold text-slate-900">
                History
              </h3>
              <History applicationId={application.id} />
            </section>
          </div>
        )}
      </Modal>
    </>
  );
}
