class GreedyBot: pass
class PlannerBot: pass
