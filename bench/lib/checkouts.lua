-- wrk script of the checkout benchmark (checkout.mjs): checkout number i (from the first to the last
-- given) uses the i-th session cookie, a pickup slot taken in turn and an idempotency key of its own.
-- After the last checkout has been sent, connections ask /api/health until the last answer is in;
-- then the run stops. done() prints how the checkouts were answered.
local cookies, slots = {}, {}
local first, last, run
sent, answered, created = 0, 0, 0
failures = ""
local threads = {}
local verified = false

function setup(thread)
  threads[#threads + 1] = thread
end

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then cookies[#cookies + 1] = line end
  end
  for line in io.lines(args[2]) do
    if line ~= "" then slots[#slots + 1] = line end
  end
  first, last, run = tonumber(args[3]), tonumber(args[4]), args[5]
end

function request()
  -- wrk calls request() once before the run to check it (script_verify_request): not a checkout.
  if not verified then
    verified = true
    return wrk.format("GET", "/api/health")
  end
  local i = first + sent
  if i > last then
    return wrk.format("GET", "/api/health")
  end
  sent = sent + 1
  local body = string.format(
    '{"fulfilment":"pickup","name":"Klant %d","email":"klant%d@example.nl","phone":"0612345678",' ..
    '"time":"%s","termsAccepted":true,"idempotencyKey":"bench-%s-%d"}',
    i, i, slots[(i % #slots) + 1], run, i)
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["Cookie"] = cookies[i + 1]
  headers["Content-Type"] = "application/json"
  return wrk.format("POST", "/api/checkout", headers, body)
end

function response(status, headers, body)
  -- A checkout answers with its checkoutUrl or with a message; anything else is a health answer.
  if string.find(body, '"checkoutUrl"', 1, true) then
    answered = answered + 1
    created = created + 1
  elseif string.find(body, '"message"', 1, true) then
    answered = answered + 1
    failures = failures .. string.format("checkout failure: %d %s\n", status, string.sub(body, 1, 80))
  else
    return
  end
  if answered == last - first + 1 then
    -- Stopping the thread ends the requests; wrk itself waits out -d unless interrupted (as by Ctrl-C),
    -- which ends the run at once with its figures. The shell's parent is wrk; the kill comes a moment
    -- later because wrk ignores SIGINT while os.execute (system()) runs.
    wrk.thread:stop()
    os.execute("(sleep 0.02; kill -INT $PPID) &")
  end
end

-- The counters live in the thread's own environment; done() runs in the main one.
function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    io.write(string.format("checkouts answered: %d, created: %d\n", thread:get("answered"), thread:get("created")))
    io.write(thread:get("failures"))
  end
end
