import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc.ts';

/** One <option> per console user a lead can be assigned to (users who are not disabled). */
export function AssigneeOptions() {
  const trpc = useTRPC();
  const assignees = useQuery(trpc.admin.users.assignees.queryOptions());
  return assignees.data?.map((user) => (
    <option key={user.id} value={user.id}>
      {user.name}
    </option>
  ));
}
