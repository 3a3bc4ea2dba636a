-- A booking made for the customer by an agency: the customer cannot pay, edit or cancel it online
-- and is told to contact the agency instead. NULL: booked by the customer.
ALTER TABLE bookings ADD COLUMN agency_name text;
