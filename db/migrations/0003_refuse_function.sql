-- Aborts the current statement with an application error code as its message (SQLSTATE P0001).
-- Used by single-statement use cases (the checkout's seat reservation) to undo everything the
-- statement already did when a later condition fails. VOLATILE, so it is never folded at plan time.
CREATE OR REPLACE FUNCTION stadtpuls_refuse(code text) RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = code;
END;
$$;
