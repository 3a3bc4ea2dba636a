-- A booking is its bar's brand's, wherever it was made. Bookings made on the group's own site (brand 0) took the
-- site's brand; they now take their bar's, and so do the payment orders made for them.
UPDATE bookings SET brand_id = bars.brand_id FROM bars WHERE bookings.bar_id = bars.id AND bookings.brand_id = 0;
UPDATE payment_orders SET brand_id = bookings.brand_id FROM bookings
  WHERE payment_orders.booking_id = bookings.id AND payment_orders.brand_id = 0;
