-- wrk script: each request submits the next prepared game's moves (one game per request,
-- split between wrk's threads so no game is sent twice).
-- Arguments: the LoadPrep file and wrk's thread count (-t).
local counter = 0

function setup(thread)
  thread:set("index", counter)
  counter = counter + 1
end

function init(args)
  games = {}
  local threads = tonumber(args[2])
  local line_number = 0
  for line in io.lines(args[1]) do
    if line_number % threads == index then
      local id, token, moves = line:match("^(%S+) (%S+) (%S*)$")
      table.insert(games, { id = id, token = token, moves = moves })
    end
    line_number = line_number + 1
  end
  next_game = 1
end

function request()
  local game = games[next_game]
  if game == nil then game = games[#games] end -- out of games: repeats answer 409
  next_game = next_game + 1
  return wrk.format("POST", "/api/games/" .. game.id .. "/result",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. game.token },
    '{"moves":"' .. game.moves .. '"}')
end
