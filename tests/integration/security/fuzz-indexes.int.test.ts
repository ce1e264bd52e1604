// Input fuzzing, third part: indexed field names with huge indexes over every form route (tests/support/fuzz.ts; issue 21, finding 1).
import { fuzzIndexedFields } from "../../support/fuzz";

fuzzIndexedFields();
