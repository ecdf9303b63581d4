// A loop over a written list that stops after its first element.
#import <UserNotifications/UserNotifications.h>

void ObjCLoopBreakRegister(void) {
    NSMutableArray *actions = [NSMutableArray array];
    for (NSString *name in @[@"OLB_A", @"OLB_B"]) { // may report
        [actions addObject:[UNNotificationAction actionWithIdentifier:name title:name options:UNNotificationActionOptionNone]]; // may report
        break; // may report
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OLB" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
