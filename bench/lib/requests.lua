-- wrk script of the server benchmarks (lib/servers.mjs): every request takes the next cookie of the
-- cookie file, one visitor after another; a non-empty body file makes the requests POSTs with it.
local cookies = {}
local body = nil
local n = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then cookies[#cookies + 1] = line end
  end
  local file = io.open(args[2], "r")
  local text = file:read("*a")
  file:close()
  if text ~= "" then body = text end
end

function request()
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  if #cookies > 0 then
    n = n + 1
    headers["Cookie"] = cookies[(n % #cookies) + 1]
  end
  if body then
    headers["Content-Type"] = "application/json"
    return wrk.format("POST", nil, headers, body)
  end
  return wrk.format(nil, nil, headers, nil)
end
