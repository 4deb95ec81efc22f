import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useBlockOrganisation } from '../api/blocks';
import { errorMessage } from '../lib/error-message';

/** What blocking does, in the words the confirmation uses. */
export const blockConsequences = (name: string) =>
  `${name} will no longer be able to message you or invite you to apply, and any invitation from it that you have not answered will be declined. ` +
  `Your conversations with ${name} will be hidden until you unblock it in Settings. It is not told that you blocked it.`;

/** A candidate's 'Block organisation' in a conversation: asks first, then leaves for the list (it is hidden now). */
export function BlockOrganisation({ company, name, backTo }: { company: number; name: string; backTo: string }) {
  const [asking, setAsking] = useState(false);
  const block = useBlockOrganisation();
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = () =>
    block.mutate(
      { company },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(`${name} is blocked.`);
          void navigate(backTo);
        },
        onError: (error) => {
          setAsking(false);
          toast.error(errorMessage(error, 'company'));
        },
      },
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        Block organisation
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${name}?`}
        description={blockConsequences(name)}
        confirmLabel="Block"
        onConfirm={confirm}
        isPending={block.isPending}
      />
    </>
  );
}
