/** A select's choices of team members by full name, after an empty "none chosen" one. */
export function MemberOptions({ members }: { members: readonly { id: string; full_name: string }[] }) {
  return (
    <>
      <option value="">–</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.full_name}
        </option>
      ))}
    </>
  );
}
