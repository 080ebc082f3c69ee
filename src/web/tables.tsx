/*
 * Parts the settings tables share.
 */

/** The header of a table's last column, whose cells hold each row's buttons: named for a screen reader only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span class="visually-hidden">Actions</span>
    </th>
  );
}
