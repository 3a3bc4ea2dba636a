-- Student data collection by staff (spec §2.1, §2.6 item 5, §4 staff login; issue 16): a sign-up taken on
-- /staff/data-collect notes the member of staff who took it, as their issuer names them (issuer and subject say
-- who; the name is what the issuer called them then). Null for a sign-up the student made themselves. A sign-up
-- made again with the same address notes whoever took the latest one.
ALTER TABLE student_sign_ups ADD COLUMN collected_by_issuer text;
ALTER TABLE student_sign_ups ADD COLUMN collected_by_subject text;
ALTER TABLE student_sign_ups ADD COLUMN collected_by_name text;
