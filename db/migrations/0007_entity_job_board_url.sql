-- A tracked company's job board (Greenhouse, Lever, Ashby or Workable) as given on create/PATCH
-- (`jobBoardUrl`): read by runs besides the boards detected on the company's own site (issue 18).
alter table entities add column job_board_url text;
